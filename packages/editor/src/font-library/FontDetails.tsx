import { useState } from 'react';
import { ChevronLeftIcon } from '../components/icons';
import { DeleteFontDialog } from './DeleteFontDialog';
import { type FontLibraryNotice, UNINSTALL_SUCCESS, uninstallError } from './font-notices';
import type { FontFace, FontFamily } from './font-types';
import type { FontLibrary } from './use-font-library';
import { VariantChecklist } from './VariantChecklist';
import '../ui/button.css';

interface FontDetailsProps {
  family: FontFamily;
  library: FontLibrary;
  isChecked: (face: FontFace) => boolean;
  all: 'all' | 'some' | 'none';
  onBack: () => void;
  onNotice: (notice: FontLibraryNotice | null) => void;
  onDeleted: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A family of the Library tab (`/fontFamily`): its variants to activate one by one or all at
 * once, 'Delete' for an installed family (with the right to delete), and 'Update', enabled only
 * while the activated fonts have unsaved edits, which saves them.
 */
export function FontDetails({
  family,
  library,
  isChecked,
  all,
  onBack,
  onNotice,
  onDeleted,
}: FontDetailsProps) {
  const [isDeleting, setDeleting] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const canDelete = family.source === 'custom' && family.id !== undefined && library.canDelete;
  const update = async () => {
    if (!library.hasFontEdits || isSaving) return;
    setSaving(true);
    try {
      await library.saveFonts();
      onNotice({ status: 'success', message: 'Font family updated successfully.' });
    } catch (error) {
      onNotice({
        status: 'error',
        message: `There was an error updating the font family. ${messageOf(error)}`,
      });
    } finally {
      setSaving(false);
    }
  };
  const uninstall = async () => {
    try {
      await library.uninstall(family);
      onNotice({ status: 'success', message: UNINSTALL_SUCCESS });
      onDeleted();
    } catch (error) {
      onNotice({ status: 'error', message: uninstallError(messageOf(error)) });
    }
  };
  return (
    <div className="atelier-font-details">
      <div className="atelier-font-details__header">
        <button type="button" className="atelier-font-details__back" onClick={onBack}>
          <ChevronLeftIcon />
          Back
        </button>
        <h3 className="atelier-font-details__title">{family.name}</h3>
      </div>
      <p className="atelier-font-details__hint">
        Choose font variants. Keep in mind that too many variants could make your site slower.
      </p>
      <VariantChecklist
        family={family}
        isChecked={isChecked}
        onToggle={(face) => library.toggleFace(family, face)}
        all={all}
        onToggleAll={() => library.toggleFamily(family, all !== 'all')}
      />
      <div className="atelier-font-library__footer">
        {canDelete && (
          <button
            type="button"
            className="atelier-button is-tertiary is-destructive-text"
            onClick={() => setDeleting(true)}
          >
            Delete
          </button>
        )}
        <button
          type="button"
          className="atelier-button"
          aria-disabled={!library.hasFontEdits || isSaving}
          onClick={update}
        >
          Update
        </button>
      </div>
      {isDeleting && (
        <DeleteFontDialog
          family={family}
          onConfirm={uninstall}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
