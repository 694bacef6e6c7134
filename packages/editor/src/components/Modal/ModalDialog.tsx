import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react/dialog';
import { useRef } from 'react';
import { CloseIcon } from '../icons';
import type { ModalProps } from './Modal';
import './Modal.css';

/** The fields a dialog starts in (WordPress's modals focus their first content element). */
const FIELDS =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A modal dialog with a heading and a Close button; focus stays inside while it is open and
 * returns to where it was when it closes. Escape and a click outside close it. It opens in its
 * first field (a name to type), else on its first control. Drawn through `Modal`, which fetches
 * this code (and the dialog library) when the first dialog opens.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  size = 'small',
  headerActions,
  role = 'dialog',
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFirstField = () => {
    const field = bodyRef.current?.querySelector<HTMLElement>(FIELDS);
    if (field === null || field === undefined) return true;
    field.focus();
    return false;
  };
  return (
    <Dialog
      open
      role={role}
      onClose={onClose}
      autoFocusOnShow={focusFirstField}
      className={`atelier-modal is-${size}`}
      backdrop={<div className="atelier-modal__backdrop" />}
    >
      <header className="atelier-modal__header">
        <DialogHeading className="atelier-modal__title">{title}</DialogHeading>
        {headerActions}
        <DialogDismiss className="atelier-modal__close" aria-label="Close">
          <CloseIcon />
        </DialogDismiss>
      </header>
      <div className="atelier-modal__body" ref={bodyRef}>
        {children}
      </div>
    </Dialog>
  );
}
