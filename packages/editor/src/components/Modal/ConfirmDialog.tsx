import { useState } from 'react';
import { Modal } from './Modal';
import '../../ui/button.css';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  /** The question, as the spec words it. */
  message: string;
  /** The destructive button's text ('Delete'). */
  confirmLabel: string;
  /**
   * Runs the action; resolves false to keep the dialog open (the action failed and said so),
   * anything else closes it. A second press while it runs does nothing.
   */
  onConfirm: () => Promise<boolean | undefined>;
  onClose: () => void;
}

/** A confirmation before something is removed: the question, Cancel, and the destructive action. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const confirm = async () => {
    if (isBusy) return;
    setBusy(true);
    const done = await onConfirm();
    if (done === false) setBusy(false);
    else onClose();
  };
  return (
    <Modal title={title} onClose={onClose}>
      <p>{message}</p>
      <div className="atelier-confirm-dialog__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="atelier-button is-destructive"
          aria-disabled={isBusy}
          onClick={confirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
