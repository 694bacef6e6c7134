import { Suspense, useEffect, useState } from 'react';
import { createTypedAheadSlot, type TypedAheadSlot } from '../app/typed-ahead/typed-ahead-slot';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { LazyInserter, LazyListView } from './editing-parts';
import { useCanvasUi, useCanvasUiStore } from './ui/CanvasUiContext';

/**
 * The left panel (spec 1 §2.7): 'List View' or 'Block Library', whose code is fetched once the
 * first screen has drawn (`editing-parts.tsx`), or when the panel opens before then.
 */
export function LeftPanel() {
  const ui = useCanvasUiStore();
  const panel = useCanvasUi((state) => state.leftPanel);
  // Keys typed while the Block Library's code comes: its search's first text.
  const [typedAhead] = useState(createTypedAheadSlot);
  useEffect(() => {
    if (panel !== 'inserter') typedAhead.stop();
  }, [panel, typedAhead]);
  useEffect(() => () => typedAhead.stop(), [typedAhead]);
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
      <AreaErrorBoundary resetKey={panel}>
        <Suspense
          fallback={
            <p className="atelier-left-panel__loading">
              Loading…
              {panel === 'inserter' && <KeepTyping slot={typedAhead} />}
            </p>
          }
        >
          {panel === 'inserter' ? <LazyInserter typedAhead={typedAhead} /> : <LazyListView />}
        </Suspense>
      </AreaErrorBoundary>
    </section>
  );
}

/** Drawn while the Block Library's code comes: keys typed meanwhile are kept for its search. */
function KeepTyping({ slot }: { slot: TypedAheadSlot }) {
  useEffect(() => {
    if (!LazyInserter.isLoaded()) slot.start([window], { keepText: true });
  }, [slot]);
  return null;
}
