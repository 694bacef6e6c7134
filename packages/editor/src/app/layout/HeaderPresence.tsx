import { DocumentPresence } from '../../components/presence/DocumentPresence';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import type { RecordRef } from '../../data/entities/store-state';
import './HeaderPresence.css';

/**
 * Beside the document bar: the avatars of everyone else in the open record (issue #23), live
 * from its shared document's awareness; nothing while co-editing is off or nobody else is there.
 */
export function HeaderPresence({ record }: { record: RecordRef }) {
  const connection = useRecordConnection(record);
  return (
    <div className="atelier-editor-header__presence">
      <DocumentPresence awareness={connection?.awareness ?? null} />
    </div>
  );
}
