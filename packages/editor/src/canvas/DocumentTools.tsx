import { useCanvasUi, useCanvasUiStore } from './ui/CanvasUiContext';
import type { LeftPanel } from './ui/canvas-ui-store';

/** The toggles of the left panel: Block Library (inserter) and List View. */
export function DocumentTools() {
  const ui = useCanvasUiStore();
  const panel = useCanvasUi((state) => state.leftPanel);
  const toggle = (next: LeftPanel) => ui.set({ leftPanel: panel === next ? null : next });
  return (
    <div className="atelier-document-tools" role="toolbar" aria-label="Document tools">
      <button type="button" aria-pressed={panel === 'inserter'} onClick={() => toggle('inserter')}>
        Block Inserter
      </button>
      <button
        type="button"
        aria-pressed={panel === 'list-view'}
        onClick={() => toggle('list-view')}
      >
        Document Overview
      </button>
    </div>
  );
}
