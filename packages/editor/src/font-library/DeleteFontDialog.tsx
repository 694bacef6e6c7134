import { useState } from 'react';
import { Modal } from '../components/Modal/Modal';
import { deleteConfirmation } from './font-notices';
import type { FontFamily } from './font-types';
import '../ui/button.css';

interface DeleteFontDialogProps {
  family: FontFamily;
  /** Resolves when the delete has been tried (the dialog closes either way). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Spec 3 §8: 'Are you sure you want to delete "%s" font and all its variants and assets?' */
export function DeleteFontDialog({ family, onConfirm, onClose }: DeleteFontDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const confirm = async () => {
    if (isBusy) return;
    setBusy(true);
    await onConfirm();
    onClose();
  };
  return (
    <Modal title="Delete font" onClose={onClose}>
      <p>{deleteConfirmation(family.name)}</p>
      <div className="atelier-font-library__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="atelier-button is-destructive"
          aria-disabled={isBusy}
          onClick={confirm}
        >
          Delete
        </button>
      </div>
    </Modal>
  );
}
