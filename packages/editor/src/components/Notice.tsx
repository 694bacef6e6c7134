import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import './Notice.css';

interface NoticeProps {
  children: ReactNode;
  /** Shows a 'Dismiss' button calling this. */
  onDismiss?: () => void;
}

/** An inline notice: a short message in a box, optionally dismissible. */
export function Notice({ children, onDismiss }: NoticeProps) {
  return (
    <div className="atelier-notice">
      <div className="atelier-notice__content">{children}</div>
      {onDismiss && (
        <button
          type="button"
          className="atelier-notice__dismiss"
          aria-label="Dismiss"
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
