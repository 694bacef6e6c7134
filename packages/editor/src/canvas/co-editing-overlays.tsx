import { CanvasConflicts } from './conflict-notice/CanvasConflicts';
import { CanvasPresence } from './presence/CanvasPresence';

/** What `CanvasCoEditing` loads on demand: the presence overlay and the conflict notices. */
export default function CoEditingOverlays({ frameDoc }: { frameDoc: Document }) {
  return (
    <>
      <CanvasPresence frameDoc={frameDoc} />
      <CanvasConflicts frameDoc={frameDoc} />
    </>
  );
}
