import type { PaginationInfo, View } from '../../types';
import { DEFAULT_PER_PAGE } from '../../view/per-page-options';
import { setPage } from '../../view/set-page';
import { ChevronIcon } from '../icons';
import { PerPageSelect } from './PerPageSelect';
import './Pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  view: View;
  onChangeView: (view: View) => void;
  paginationInfo: PaginationInfo;
}

/** Footer: item count, 'Page x of y' with previous/next, and the items-per-page choice. */
export function Pagination({ view, onChangeView, paginationInfo }: PaginationProps) {
  const totalPages = Math.max(1, paginationInfo.totalPages);
  const page = Math.min(Math.max(1, view.page ?? 1), totalPages);
  const { totalItems } = paginationInfo;
  return (
    <nav className="dataviews-pagination" aria-label="Pagination">
      <span className="dataviews-pagination__total">
        {totalItems === 1 ? '1 item' : `${totalItems} items`}
      </span>
      <div className="dataviews-pagination__pages">
        <button
          type="button"
          className="dataviews-button is-icon"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onChangeView(setPage(view, page - 1))}
        >
          <ChevronIcon direction="left" />
        </button>
        <span aria-live="polite">{`Page ${page} of ${totalPages}`}</span>
        <button
          type="button"
          className="dataviews-button is-icon"
          aria-label="Next page"
          disabled={page >= totalPages}
          onClick={() => onChangeView(setPage(view, page + 1))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <PerPageSelect
        perPage={view.perPage ?? DEFAULT_PER_PAGE}
        view={view}
        onChangeView={onChangeView}
      />
    </nav>
  );
}
