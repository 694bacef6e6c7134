import { revisionsItemsLabel, revisionsPageCount, revisionsPageLabel } from './revision-entries';

/** The pages of the Revisions list: 'N items', 'page of pages', first, previous, next and last. */
export function RevisionsPagination({
  total,
  page,
  onPageChange,
}: {
  total: number;
  page: number;
  onPageChange(page: number): void;
}) {
  const pages = revisionsPageCount(total);
  if (pages <= 1) return null;
  const buttons = (targets: readonly [label: string, symbol: string, target: number][]) =>
    targets.map(([label, symbol, target]) => (
      <button
        key={label}
        type="button"
        className="atelier-button is-tertiary"
        aria-label={label}
        disabled={target === page || target < 1 || target > pages}
        onClick={() => onPageChange(target)}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    ));
  return (
    <nav className="atelier-revisions__pagination" aria-label="Revisions pages">
      <span>{revisionsItemsLabel(total)}</span>
      {buttons([
        ['First page', '«', 1],
        ['Previous page', '‹', page - 1],
      ])}
      <span aria-live="polite">{revisionsPageLabel(page, pages)}</span>
      {buttons([
        ['Next page', '›', page + 1],
        ['Last page', '»', pages],
      ])}
    </nav>
  );
}
