import { CloseIcon } from '../icons';
import { NoticeActions } from './NoticeActions';
import { useNotices } from './NoticesProvider';
import './InPlaceNotices.css';

/** Notices that stay where the user works (type `default`), e.g. a missing record's warning. */
export function InPlaceNotices() {
  const { notices, removeNotice } = useNotices();
  const inPlace = notices.filter((notice) => notice.type === 'default');
  if (inPlace.length === 0) return null;
  return (
    <div className="atelier-in-place-notices">
      {inPlace.map((notice) => (
        <div
          key={notice.id}
          className={`atelier-in-place-notice is-${notice.status}`}
          role={notice.status === 'error' ? 'alert' : 'status'}
        >
          <span className="atelier-in-place-notice__message">{notice.message}</span>
          <NoticeActions
            notice={notice}
            onRemove={removeNotice}
            className="atelier-in-place-notice__action"
          />
          <button
            type="button"
            className="atelier-in-place-notice__dismiss"
            aria-label="Dismiss"
            onClick={() => removeNotice(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
