import { useDirtyRecords } from '../../data/entities/entity-hooks';
import { SaveButton } from './SaveButton';
import { useSaveFlow } from './SaveFlowProvider';
import './SaveHub.css';

/**
 * The sidebar's save area: the Save button, shown while there is something to save or a theme
 * preview to activate.
 */
export function SaveHub() {
  const { dirtyRecords, isSaving } = useDirtyRecords();
  const { isPreviewingTheme } = useSaveFlow();
  if (dirtyRecords.length === 0 && !isSaving && !isPreviewingTheme) return null;
  return (
    <section className="atelier-save-hub" aria-label="Save">
      <SaveButton />
    </section>
  );
}
