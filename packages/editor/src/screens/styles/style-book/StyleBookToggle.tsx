import { useViewportMatch, WIDE_SCREEN_QUERY } from '../../../app/layout/useViewportMatch';
import {
  toggleStyleBook,
  useStyleBookOpen,
} from '../../../domain/global-styles/style-book/style-book-state';
import '../../../components/record-details/RecordActionsMenu.css';
import './StyleBookView.css';

/** The toggle's class, by which the view finds it to give the focus back. */
export const STYLE_BOOK_TOGGLE_CLASS = 'atelier-style-book-toggle';

/** An open eye: see the blocks with the styles. */
function StyleBookIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 12c2.2-3.8 5.3-5.75 9-5.75S18.8 8.2 21 12c-2.2 3.8-5.3 5.75-9 5.75S5.2 15.8 3 12Z" />
      <circle cx="12" cy="12" r="2.75" />
    </svg>
  );
}

/**
 * The Styles header's 'Style Book' toggle (spec 3 §2): opens or closes the Style Book in the main
 * area; pressed while it is open. Not on small screens, where there is no main area beside the
 * sidebar.
 */
export function StyleBookToggle() {
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  const isOpen = useStyleBookOpen();
  if (!isWide) return null;
  return (
    <button
      type="button"
      className={`atelier-record-actions__toggle ${STYLE_BOOK_TOGGLE_CLASS}`}
      aria-label="Style Book"
      title="Style Book"
      aria-pressed={isOpen}
      onClick={toggleStyleBook}
    >
      <StyleBookIcon />
    </button>
  );
}
