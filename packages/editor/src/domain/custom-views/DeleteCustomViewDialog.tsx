import { useState } from 'react';
import { Modal } from '../../components/Modal/Modal';
import type { CustomViewItem } from './custom-views-query';
import '../../ui/button.css';

interface DeleteCustomViewDialogProps {
  view: CustomViewItem;
  /** Resolves true when the view is gone (the dialog closes). */
  onConfirm: (view: CustomViewItem) => Promise<boolean>;
  onClose: () => void;
}

/** Spec 2 §5 and §8: deleting asks first — 'Delete "{name}"?', Cancel or Delete. */
export function DeleteCustomViewDialog({ view, onConfirm, onClose }: DeleteCustomViewDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const confirm = async () => {
    if (isBusy) return;
    setBusy(true);
    const done = await onConfirm(view);
    if (done) onClose();
    else setBusy(false);
  };
  return (
    <Modal title="Delete view" onClose={onClose}>
      <p>{`Delete "${view.title}"?`}</p>
      <div className="atelier-custom-views__buttons">
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
