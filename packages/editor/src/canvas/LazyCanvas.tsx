import { lazy, Suspense } from 'react';
import type { CanvasProps } from './Canvas';

const Canvas = lazy(() => import('./Canvas').then((module) => ({ default: module.Canvas })));

/** The canvas, loaded on demand in its own chunk (the first load stays small). */
export function LazyCanvas(props: CanvasProps) {
  return (
    <Suspense fallback={<p className="atelier-layout__loading">Loading…</p>}>
      <Canvas {...props} />
    </Suspense>
  );
}
