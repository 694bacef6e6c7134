import { useEffect } from 'react';
import { CloseIcon } from '../icons';
import { NoticeActions } from './NoticeActions';
import { type EditorNotice, useNotices } from './NoticesProvider';
import './SnackbarList.css';

/** How long a snackbar stays before it leaves on its own. */
export const SNACKBAR_LIFETIME_MS = 10_000;

function Snackbar({ notice, onRemove }: { notice: EditorNotice; onRemove(id: string): void }) {
  useEffect(() => {
    if (notice.explicitDismiss) return;
    const timer = setTimeout(() => onRemove(notice.id), SNACKBAR_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice, onRemove]);
  return (
    <li className={`atelier-snackbar is-${notice.status}`}>
      <span className="atelier-snackbar__message">{notice.message}</span>
      <NoticeActions notice={notice} onRemove={onRemove} className="atelier-snackbar__action" />
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
  const snackbars = notices.filter((notice) => notice.type === 'snackbar');
  return (
    <div className="atelier-snackbars" aria-live="polite">
      {snackbars.length > 0 && (
        <ul className="atelier-snackbars__list">
          {snackbars.map((notice) => (
            <Snackbar key={notice.id} notice={notice} onRemove={removeNotice} />
          ))}
        </ul>
      )}
    </div>
  );
}
