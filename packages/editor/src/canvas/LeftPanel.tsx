import { Inserter } from './inserter/Inserter';
import { ListView } from './list-view/ListView';
import { useCanvasUi, useCanvasUiStore } from './ui/CanvasUiContext';

/** The left panel (spec 1 §2.7): 'List View' or 'Block Library'. */
export function LeftPanel() {
  const ui = useCanvasUiStore();
  const panel = useCanvasUi((state) => state.leftPanel);
  if (panel === null) return null;
  const title = panel === 'inserter' ? 'Block Library' : 'List View';
  return (
    <section className="atelier-left-panel" aria-label={title}>
      <div className="atelier-left-panel__header">
        <h2>{title}</h2>
        <button
          type="button"
          aria-label={`Close ${title}`}
          onClick={() => ui.set({ leftPanel: null })}
        >
          ×
        </button>
      </div>
      {panel === 'inserter' ? <Inserter /> : <ListView />}
    </section>
  );
}
