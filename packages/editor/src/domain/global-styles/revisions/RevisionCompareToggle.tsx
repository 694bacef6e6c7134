import { setRevisionCompare, useRevisionCompare } from './revision-compare-state';
import '../../../ui/button.css';
import './RevisionsList.css';

/** The toggle's class, by which the compare view finds it to give the focus back. */
export const REVISION_COMPARE_TOGGLE_CLASS = 'atelier-revisions__compare';

/**
 * 'Compare with current styles': a toggle (pressed while on) that turns the main area beside the
 * sidebar from the canvas into the compare view of the selected revision and the current styles.
 */
export function RevisionCompareToggle() {
  const comparing = useRevisionCompare();
  return (
    <button
      type="button"
      className={`atelier-button is-secondary ${REVISION_COMPARE_TOGGLE_CLASS}`}
      aria-pressed={comparing}
      onClick={() => setRevisionCompare(!comparing)}
    >
      Compare with current styles
    </button>
  );
}
