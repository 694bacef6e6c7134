import { DocumentPresence } from '../../components/presence/DocumentPresence';
import { PresenceAvatars } from '../../components/presence/PresenceAvatars';
import { useAwarenessIsLive, useFirstRecordPeers } from '../../components/presence/use-first-peers';
import { sharedKindOf } from '../../data/collab/shared-kinds';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import './HeaderPresence.css';

/**
 * Beside the document bar: the avatars of everyone else in the open record (issue #23), live
 * from its shared document's awareness; until its connection first syncs, the people the page
 * said were there (its first presence answer). Nothing while co-editing is off or nobody else is
 * there.
 */
export function HeaderPresence({ record }: { record: RecordRef }) {
  const connection = useRecordConnection(record);
  const first = useFirstRecordPeers(sharedKindOf(record)?.docKey ?? null);
  const live = useAwarenessIsLive(connection);
  return (
    <div className="atelier-editor-header__presence">
      {first !== null && !live ? (
        <PresenceAvatars peers={first} />
      ) : (
        <DocumentPresence awareness={connection?.awareness ?? null} />
      )}
    </div>
  );
}
