import { useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { RecordConflicts } from './RecordConflicts';
import { useRecordDeletedNotice } from './use-record-deleted-notice';

/** The notices of one record the canvas shows, once its session is open. */
function ShownRecordConflicts({ record, frameDoc }: { record: RecordRef; frameDoc: Document }) {
  const connection = useRecordConnection(record);
  if (connection === null) return null;
  return <OpenRecordNotices record={record} doc={connection.doc} frameDoc={frameDoc} />;
}

/** A shared record's notices: its conflicts under their blocks, and whether it was deleted. */
function OpenRecordNotices({
  record,
  doc,
  frameDoc,
}: {
  record: RecordRef;
  doc: Y.Doc;
  frameDoc: Document;
}) {
  useRecordDeletedNotice(record, doc);
  return <RecordConflicts connection={{ doc }} frameDoc={frameDoc} />;
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
 * shown inside it (the block editor store's `shownRecords()`) — and, above the canvas, that one
 * of them was deleted by someone while open. Nothing for records not shared.
 */
export function CanvasConflicts({ frameDoc }: { frameDoc: Document }) {
  const store = useBlockEditorStore();
  const records = useSyncExternalStore(store.subscribeShownRecords, store.shownRecords);
  return <ShownConflicts records={records} frameDoc={frameDoc} />;
}
