import { useDirtyRecords } from '../../data/entities/entity-hooks';
import { SaveButton } from './SaveButton';
import './SaveHub.css';

/** The sidebar's save area: the Save button, shown while there is something to save. */
export function SaveHub() {
  const { dirtyRecords, isSaving } = useDirtyRecords();
  if (dirtyRecords.length === 0 && !isSaving) return null;
  return (
    <div className="atelier-save-hub">
      <SaveButton />
    </div>
  );
}
