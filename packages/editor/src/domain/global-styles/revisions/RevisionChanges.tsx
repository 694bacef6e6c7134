import { useId } from 'react';
import { moreChangesLabel, type RevisionDiff } from './revision-diff';

/** The message of the changes list when the two sides are the same. */
export const NO_DIFFERENCES = 'No differences.';

/**
 * The changed values of the compare view: 'Changes', then one row a value ('Text › Color: Ink →
 * #aa0000', the selected revision's value first), 'and N more' past the cap, or 'No differences.'.
 */
export function RevisionChanges({ diff }: { diff: RevisionDiff }) {
  const headingId = useId();
  return (
    <section className="atelier-revision-compare__changes" aria-labelledby={headingId}>
      <h3 id={headingId} className="atelier-revision-compare__changes-title">
        Changes
      </h3>
      {diff.rows.length === 0 ? (
        <p>{NO_DIFFERENCES}</p>
      ) : (
        <ul className="atelier-revision-compare__changes-list">
          {diff.rows.map((row) => (
            <li key={row.where}>
              <span className="atelier-revision-compare__where">{row.where}:</span>{' '}
              <span className="atelier-revision-compare__before">{row.before}</span>
              {' → '}
              <span className="atelier-revision-compare__after">{row.after}</span>
            </li>
          ))}
        </ul>
      )}
      {diff.more > 0 ? <p>{moreChangesLabel(diff.more)}</p> : null}
    </section>
  );
}
