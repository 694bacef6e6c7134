import type { RestQuery } from '@atelier/blocks/rest';
import type { Filter, View } from '@atelier/dataviews';
import { NOT_TRASHED_STATUSES, type PageStatusValue } from '../../../domain/pages/page-status';
import { type BuiltInPageView, SORTABLE_PAGE_FIELDS } from './pages-view';

/**
 * Spec 2 §7 'Pages list (manage)': the REST query of one page of the list, paged, searched,
 * filtered and sorted by the server. Returns null when the view can match no page at all (a
 * status filter that excludes every status of the built-in view).
 */

const BUILT_IN_STATUSES: Record<BuiltInPageView, readonly PageStatusValue[]> = {
  all: NOT_TRASHED_STATUSES,
  drafts: ['draft'],
  trash: ['trash'],
};

function listOf(filter: Filter): unknown[] {
  if (filter.value === undefined) return [];
  return Array.isArray(filter.value) ? filter.value : [filter.value];
}

function filterOn(view: View, field: string): Filter | undefined {
  return (view.filters ?? []).find((filter) => filter.field === field && listOf(filter).length > 0);
}

/** The statuses the built-in view shows, narrowed by the status filter (`in`, or `notIn`). */
export function queriedStatuses(view: View, builtIn: BuiltInPageView): PageStatusValue[] {
  const base = BUILT_IN_STATUSES[builtIn];
  const filter = filterOn(view, 'status');
  if (filter === undefined) return [...base];
  const chosen = listOf(filter);
  if (filter.operator === 'in') return base.filter((status) => chosen.includes(status));
  if (filter.operator === 'notIn') return base.filter((status) => !chosen.includes(status));
  return [...base];
}

function authorIds(filter: Filter): string {
  return listOf(filter)
    .filter((value) => Number.isSafeInteger(value))
    .join(',');
}

/** The REST query (`/wp/v2/pages`) of the view, or null when no page can match. */
export function pagesQuery(view: View, builtIn: BuiltInPageView): RestQuery | null {
  const statuses = queriedStatuses(view, builtIn);
  if (statuses.length === 0) return null;
  const query: Record<string, string | number> = {
    context: 'edit',
    _embed: 'author',
    per_page: view.perPage ?? 20,
    page: view.page ?? 1,
    status: statuses.join(','),
  };
  const sort = view.sort;
  if (sort !== undefined && SORTABLE_PAGE_FIELDS.some((field) => field === sort.field)) {
    query.orderby = sort.field;
    query.order = sort.direction;
  } else {
    query.orderby = 'date';
    query.order = 'desc';
  }
  const search = view.search?.trim() ?? '';
  if (search !== '') query.search = search;
  const author = filterOn(view, 'author');
  const ids = author === undefined ? '' : authorIds(author);
  if (author !== undefined && ids !== '') {
    if (author.operator === 'in') query.author = ids;
    if (author.operator === 'notIn') query.author_exclude = ids;
  }
  return query;
}
