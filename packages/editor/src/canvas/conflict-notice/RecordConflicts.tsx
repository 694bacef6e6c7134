import type { CollabConnection } from '@atelier/collab/client';
import { ConflictNotice } from './ConflictNotice';
import css from './conflict-notice.css?inline';
import { useConflictNotices } from './use-conflict-notices';

/** The notices of one shared record document, under the blocks they concern. */
export function RecordConflicts({
  connection,
  frameDoc,
}: {
  connection: Pick<CollabConnection, 'doc'>;
  frameDoc: Document;
}) {
  const notices = useConflictNotices(connection.doc);
  if (notices.length === 0) return null;
  return (
    <>
      <style data-atelier="conflict-notices">{css}</style>
      {notices.map((notice) => (
        <ConflictNotice
          key={notice.clientId}
          notice={notice}
          doc={connection.doc}
          frameDoc={frameDoc}
        />
      ))}
    </>
  );
}
