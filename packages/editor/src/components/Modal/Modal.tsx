import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons';
import './Modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for lists of choices (the Add template modal). */
  size?: 'small' | 'large';
  /** Content at the end of the header, left of the Close button (e.g. a Skip button). */
  headerActions?: ReactNode;
}

/**
 * A modal dialog with a heading and a Close button; focus stays inside while it is open and
 * returns to where it was when it closes. Escape and a click outside close it.
 */
export function Modal({ title, onClose, children, size = 'small', headerActions }: ModalProps) {
  return (
    <Dialog
      open
      onClose={onClose}
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
      <div className="atelier-modal__body">{children}</div>
    </Dialog>
  );
}
