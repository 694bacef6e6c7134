import { lazy, Suspense } from 'react';
import { useBootstrap } from '../app/BootstrapContext';
import { useFirstScreenDrawn } from '../app/first-screen';

// Yjs and the document model come with these overlays: fetched only when co-editing is on, and
// only once the page's first screen has drawn, so the canvas's first block never waits for them.
const CoEditingOverlays = lazy(() => import('./co-editing-overlays'));

/**
 * Co-editing in the frame (edit mode): the others' selections and carets (`presence/`) and the
 * notices of text changed by two people at once (`conflict-notice/`). Nothing, and no code
 * fetched, while co-editing is off or before the first screen has drawn.
 */
export function CanvasCoEditing({ frameDoc }: { frameDoc: Document }) {
  const { collab } = useBootstrap();
  const drawn = useFirstScreenDrawn();
  if (!collab || !drawn) return null;
  return (
    <Suspense fallback={null}>
      <CoEditingOverlays frameDoc={frameDoc} />
    </Suspense>
  );
}
