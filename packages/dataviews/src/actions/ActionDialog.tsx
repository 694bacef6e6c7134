import { Dialog, DialogHeading } from '@ariakit/react';
import { useState } from 'react';
import type { ModalAction } from '../types';
import { getActionLabel } from './action-eligibility';

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps<Item> {
  action: ModalAction<Item>;
  items: Item[];
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
  onActionPerformed: (items: Item[]) => void;
}

/**
 * The dialog an action with `RenderModal` opens (focus stays inside until it closes). When the
 * action also has a `callback`, the dialog adds Cancel and a confirm button labelled as the
 * action, which runs the callback and closes; otherwise the modal body brings its own buttons.
 */
export function ActionDialog<Item>({
  action,
  items,
  returnFocusTo,
  onClose,
  onActionPerformed,
}: ActionDialogProps<Item>) {
  const [isBusy, setBusy] = useState(false);
  const label = getActionLabel(action, items);
  const heading = action.modalHeader ?? label;
  const { RenderModal, callback } = action;

  async function confirm() {
    if (!callback) {
      return;
    }
    setBusy(true);
    try {
      await callback(items, { onActionPerformed });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      finalFocus={returnFocusTo?.isConnected ? returnFocusTo : undefined}
      className="dataviews-modal"
      backdrop={<div className="dataviews-modal__backdrop" />}
      aria-label={action.hideModalHeader ? heading : undefined}
    >
      {!action.hideModalHeader && (
        <DialogHeading className="dataviews-modal__heading">{heading}</DialogHeading>
      )}
      <RenderModal items={items} closeModal={onClose} onActionPerformed={onActionPerformed} />
      {callback && (
        <div className="dataviews-modal__footer">
          <button type="button" className="dataviews-button is-tertiary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`dataviews-button is-primary${action.isDestructive ? ' is-destructive' : ''}`}
            disabled={isBusy}
            onClick={confirm}
          >
            {label}
          </button>
        </div>
      )}
    </Dialog>
  );
}
