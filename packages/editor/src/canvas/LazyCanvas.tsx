import { Suspense } from 'react';
import { lazyArea } from '../app/lazy-area';
import type { CanvasProps } from './Canvas';

const Canvas = lazyArea(
  () => import('./Canvas'),
  (module) => module.Canvas,
);

/**
 * Fetches the canvas's chunk ahead of its first render (a page load that opens the editing
 * canvas waits for it), so the canvas draws in that render instead of after a loading state.
 */
export const preloadCanvas: () => Promise<unknown> = Canvas.preload;

/** The canvas, loaded on demand in its own chunk (the first load stays small). */
export function LazyCanvas(props: CanvasProps) {
  return (
    <Suspense fallback={<p className="atelier-layout__loading">Loading…</p>}>
      <Canvas {...props} />
    </Suspense>
  );
}
