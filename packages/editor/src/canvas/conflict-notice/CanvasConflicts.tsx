import { useSyncExternalStore } from 'react';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { RecordConflicts } from './RecordConflicts';

/** The notices of one record the canvas shows, once its session is open. */
function ShownRecordConflicts({ record, frameDoc }: { record: RecordRef; frameDoc: Document }) {
  const connection = useRecordConnection(record);
  if (connection === null) return null;
  return <RecordConflicts connection={connection} frameDoc={frameDoc} />;
}

/**
 * The notices of every record in `records`, each from its own document: the edited record and
 * the template parts, synced patterns and menus shown inside it.
 */
export function ShownConflicts({
  records,
  frameDoc,
}: {
  records: readonly RecordRef[];
  frameDoc: Document;
}) {
  return (
    <>
      {records.map((record) => (
        <ShownRecordConflicts key={recordKey(record)} record={record} frameDoc={frameDoc} />
      ))}
    </>
  );
}

/**
 * Co-editing in the canvas (edit mode): under each block whose text a write from outside the
 * session changed over someone's live change, "Changed by two people at once. Check this text."
 * until someone edits that block or dismisses it — for the edited record and for every record
 * shown inside it (the block editor store's `shownRecords()`). Nothing for records not shared.
 */
export function CanvasConflicts({ frameDoc }: { frameDoc: Document }) {
  const store = useBlockEditorStore();
  const records = useSyncExternalStore(store.subscribeShownRecords, store.shownRecords);
  return <ShownConflicts records={records} frameDoc={frameDoc} />;
}
