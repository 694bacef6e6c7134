import type { PostQuery } from '@atelier/blocks';
import type { Dialect } from '../db/dialect.js';
import type { PostListQuery, PostOrderBy } from '../posts/post-query.js';

/** The server's extra to the block query: a date range for date archives. */
export interface SitePostQuery extends PostQuery {
  dateRange?: { from: string; to: string };
}

/** Who is asking: what they may see and where their search may look. */
export interface SiteQueryViewer {
  /** Statuses the visitor may see (private ones for logged-in readers). */
  visibleStatuses: readonly string[];
  /** Whether search looks inside password-protected items (people who may edit them). */
  searchProtected: boolean;
}

const ORDER_BY: Record<NonNullable<PostQuery['orderBy']>, PostOrderBy> = {
  date: 'date',
  title: 'title',
  modified: 'modified',
  menu_order: 'menu_order',
};

/** How many items a query block shows per page: 10 unless it says, never more than 100. */
export function sitePerPage(query: PostQuery): number {
  return Math.max(1, Math.min(100, query.perPage || 10));
}

/**
 * The list query the post store answers for a query block (or the main query) of the public site:
 * the same filters, search and ordering as the REST collections. With the database's dialect, a
 * search on SQLite asks the trigram index first, as the REST collections do.
 */
export function sitePostListQuery(
  query: SitePostQuery,
  viewer: SiteQueryViewer,
  dialect?: Dialect,
): PostListQuery {
  const perPage = sitePerPage(query);
  return {
    type: query.postType,
    statuses: [...viewer.visibleStatuses],
    search: query.search || undefined,
    searchProtected: viewer.searchProtected,
    dialect,
    authors: query.authorIds,
    exclude: query.exclude,
    parents: query.parents,
    terms: Object.entries(query.taxQuery ?? {}).map(([taxonomy, ids]) => ({ taxonomy, ids })),
    dateFrom: query.dateRange?.from,
    before: query.dateRange?.to,
    orderby: (query.orderBy && ORDER_BY[query.orderBy]) ?? 'date',
    order: query.order === 'asc' ? 'asc' : 'desc',
    offset: (query.offset ?? 0) + (Math.max(1, query.page) - 1) * perPage,
    limit: perPage,
  };
}
