import { setRevisionCompare, useRevisionCompare } from './revision-compare-state';
import '../../../ui/button.css';
import './RevisionsList.css';

/**
 * 'Compare with current styles': a toggle (pressed while on) that turns the main area beside the
 * sidebar from the canvas into the compare view of the selected revision and the current styles.
 */
export function RevisionCompareToggle() {
  const comparing = useRevisionCompare();
  return (
    <button
      type="button"
      className="atelier-button is-secondary atelier-revisions__compare"
      aria-pressed={comparing}
      onClick={() => setRevisionCompare(!comparing)}
    >
      Compare with current styles
    </button>
  );
}
