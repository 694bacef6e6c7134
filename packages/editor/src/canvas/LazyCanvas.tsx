import { Suspense, useEffect } from 'react';
import { lazyArea } from '../app/lazy-area';
import { usePageSettled } from '../app/page-load';
import type { EntityStore } from '../data/entities/entity-store';
import type { RecordRef } from '../data/entities/store-state';
import type { CanvasProps } from './Canvas';
import { preloadInspectors } from './inspector/InspectorPanel';

const loadCanvas = () => import('./Canvas');
const Canvas = lazyArea(loadCanvas, (module) => module.Canvas);

/** The record a canvas opens on, and the store holding its content. */
export interface CanvasOpening {
  store: EntityStore;
  record: RecordRef;
}

/**
 * Fetches the canvas's chunk ahead of its first render (a page load that opens the editing
 * canvas waits for it), so the canvas draws in that render instead of after a loading state;
 * given the record it opens on, registers the block types its content names too (their chunks
 * preloaded by the page), so that render draws the blocks rather than a render of their own.
 */
export function preloadCanvas(opening?: CanvasOpening): Promise<unknown> {
  const chunk = Canvas.preload();
  if (opening === undefined) return chunk;
  const types = loadCanvas().then((module) =>
    module.registerCanvasBlockTypes(opening.store, opening.record),
  );
  return Promise.all([chunk, types]);
}

/**
 * Fetches what the editing canvas draws after its first blocks — the settings sidebar's panels —
 * once the page has loaded and settled, so the blocks come first and the sidebar's content right after.
 */
function usePreloadEditingParts(editing: boolean) {
  const settled = usePageSettled();
  useEffect(() => {
    if (!editing || !settled) return;
    preloadInspectors().catch(() => {
      // The sidebar downloads its panel again when it draws it, and shows a failure there.
    });
  }, [editing, settled]);
}

/** The canvas, loaded on demand in its own chunk (the first load stays small). */
export function LazyCanvas(props: CanvasProps) {
  usePreloadEditingParts(props.mode === 'edit');
  return (
    <Suspense fallback={<p className="atelier-layout__loading">Loading…</p>}>
      <Canvas {...props} />
    </Suspense>
  );
}
