import { useEffect } from 'react';
import { CloseIcon } from '../icons';
import { type SnackbarNotice, useNotices } from './NoticesProvider';
import './SnackbarList.css';

/** How long a snackbar stays before it leaves on its own. */
const SNACKBAR_LIFETIME_MS = 10_000;

function Snackbar({ notice, onRemove }: { notice: SnackbarNotice; onRemove(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onRemove(notice.id), SNACKBAR_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onRemove]);
  return (
    <li className={`atelier-snackbar is-${notice.status}`}>
      <span className="atelier-snackbar__message">{notice.message}</span>
      <button
        type="button"
        className="atelier-snackbar__dismiss"
        aria-label="Dismiss"
        onClick={() => onRemove(notice.id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/** The stack of snackbars at the bottom of the screen; screen readers hear new ones politely. */
export function SnackbarList() {
  const { notices, removeNotice } = useNotices();
  return (
    <div className="atelier-snackbars" aria-live="polite">
      {notices.length > 0 && (
        <ul className="atelier-snackbars__list">
          {notices.map((notice) => (
            <Snackbar key={notice.id} notice={notice} onRemove={removeNotice} />
          ))}
        </ul>
      )}
    </div>
  );
}
