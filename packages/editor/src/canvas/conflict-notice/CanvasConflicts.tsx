import { useRecordConnection } from '../../data/collab/use-record-connection';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { RecordConflicts } from './RecordConflicts';

/**
 * Co-editing in the canvas (edit mode): under each block of the edited record whose text a
 * write from outside the session changed over someone's live change, "Changed by two people at
 * once. Check this text." until someone edits that block or dismisses it. Nothing when the
 * record is not shared.
 */
export function CanvasConflicts({ frameDoc }: { frameDoc: Document }) {
  const store = useBlockEditorStore();
  const connection = useRecordConnection(store.rootRef);
  if (connection === null) return null;
  return <RecordConflicts connection={connection} frameDoc={frameDoc} />;
}
