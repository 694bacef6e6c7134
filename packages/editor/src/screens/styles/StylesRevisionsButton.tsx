import { useRouter } from '../../app/Router';
import { versionHistoryCount } from '../../domain/global-styles/revisions/version-history';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import '../../components/record-details/RecordActionsMenu.css';
import './StylesRevisionsButton.css';
import { stylesTarget } from './styles-links';

/** A clock face with an arrow going back round it. */
function RevisionsIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4.75 12a7.25 7.25 0 1 0 2.1-5.1" />
      <path d="M4.75 4.75v3.5h3.5" />
      <path d="M12 8v4.25l2.75 1.75" />
    </svg>
  );
}

/**
 * The Styles header's Revisions button (spec 3 §2): opens `/revisions`; disabled while the user's
 * record has no version history (its `version-history` link counts no revision).
 */
export function StylesRevisionsButton() {
  const { user } = useGlobalStyles();
  const { navigate } = useRouter();
  return (
    <button
      type="button"
      className="atelier-record-actions__toggle atelier-styles__revisions-button"
      aria-label="Revisions"
      title="Revisions"
      disabled={versionHistoryCount(user) === 0}
      onClick={() => navigate(stylesTarget({ kind: 'revisions' }))}
    >
      <RevisionsIcon />
    </button>
  );
}
