import { CloseIcon } from '../components/icons';
import type { FontLibraryNotice as Notice } from './font-notices';

/**
 * The modal's notice (spec 3 §8): a success or an error, with per-face messages as a list. An
 * error is announced at once (alert), the rest politely.
 */
export function FontLibraryNotice({
  notice,
  onDismiss,
}: {
  notice: Notice | null;
  onDismiss: () => void;
}) {
  if (notice === null) return null;
  return (
    <div
      className={`atelier-font-library__notice is-${notice.status}`}
      role={notice.status === 'error' ? 'alert' : 'status'}
    >
      <div className="atelier-font-library__notice-content">
        <p>{notice.message}</p>
        {notice.details !== undefined && notice.details.length > 0 && (
          <ul>
            {notice.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className="atelier-font-library__notice-dismiss"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
