import { lazy, Suspense } from 'react';
import { useBootstrap } from '../app/BootstrapContext';

// Yjs and the document model come with these overlays: fetched only when co-editing is on, so the
// canvas's first load never carries them.
const CoEditingOverlays = lazy(() => import('./co-editing-overlays'));

/**
 * Co-editing in the frame (edit mode): the others' selections and carets (`presence/`) and the
 * notices of text changed by two people at once (`conflict-notice/`). Nothing, and no code
 * fetched, while co-editing is off.
 */
export function CanvasCoEditing({ frameDoc }: { frameDoc: Document }) {
  const { collab } = useBootstrap();
  if (!collab) return null;
  return (
    <Suspense fallback={null}>
      <CoEditingOverlays frameDoc={frameDoc} />
    </Suspense>
  );
}
