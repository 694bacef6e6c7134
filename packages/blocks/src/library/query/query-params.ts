import type { PostQuery, RenderContext } from '../../render/render-context';

/** The post query a query block's inner blocks run, with its id and whether it follows the URL. */
export interface ResolvedQuery {
  query: PostQuery;
  queryId: number;
  inherit: boolean;
  perPage: number;
  /** Last page the block may link to (its `pages` limit), 0 for no limit. */
  maxPages: number;
}

function numberOr(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fallback;
}

function idList(value: unknown): number[] {
  if (Array.isArray(value))
    return value.map((item) => numberOr(item, Number.NaN)).filter(Number.isFinite);
  if (typeof value === 'string' || typeof value === 'number') {
    return String(value)
      .split(',')
      .map((item) => Number(item.trim()))
      .filter((item) => Number.isFinite(item) && item > 0);
  }
  return [];
}

function taxonomyTerms(value: unknown): Record<string, number[]> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const out: Record<string, number[]> = {};
  for (const [taxonomy, ids] of Object.entries(value)) {
    const list = idList(ids);
    if (list.length > 0) out[taxonomy === 'post_tag' ? 'post_tag' : taxonomy] = list;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Turns the `query` block context (the query block's `query` attribute) into a `PostQuery` for
 * the current page. `inherit: true` takes the request's main query instead.
 */
export function resolveQuery(context: RenderContext): ResolvedQuery {
  const raw = context.blockContext?.query;
  const settings = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const queryId = numberOr(context.blockContext?.queryId, 0);
  const inherit = settings.inherit === true;
  const main = context.mainQuery;
  const perPage = inherit
    ? numberOr(main?.query?.perPage, context.site.postsPerPage ?? 10)
    : numberOr(settings.perPage, context.site.postsPerPage ?? 10);
  const page = inherit ? (main?.page ?? 1) : (main?.queryPages?.[queryId] ?? 1);
  const maxPages = numberOr(settings.pages, 0);
  if (inherit) {
    return {
      query: { postType: 'post', perPage, ...main?.query, page },
      queryId,
      inherit,
      perPage,
      maxPages: 0,
    };
  }
  const order = settings.order === 'asc' ? 'asc' : 'desc';
  const orderBy = typeof settings.orderBy === 'string' ? settings.orderBy : 'date';
  const query: PostQuery = {
    postType: typeof settings.postType === 'string' ? settings.postType : 'post',
    perPage,
    page,
    offset: numberOr(settings.offset, 0),
    order,
    orderBy:
      orderBy === 'title' || orderBy === 'modified' || orderBy === 'menu_order' ? orderBy : 'date',
  };
  const authors = idList(settings.author);
  if (authors.length > 0) query.authorIds = authors;
  if (typeof settings.search === 'string' && settings.search !== '') query.search = settings.search;
  const exclude = idList(settings.exclude);
  if (exclude.length > 0) query.exclude = exclude;
  const parents = idList(settings.parents);
  if (parents.length > 0) query.parents = parents;
  const taxQuery = taxonomyTerms(settings.taxQuery);
  if (taxQuery !== undefined) query.taxQuery = taxQuery;
  if (settings.sticky === 'exclude' || settings.sticky === 'only') query.sticky = settings.sticky;
  return { query, queryId, inherit, perPage, maxPages };
}

/** The URL of page `page` of a query block's results. */
export function pageUrl(context: RenderContext, resolved: ResolvedQuery, page: number): string {
  const base = (context.mainQuery?.url ?? context.site.url).replace(/\/+$/, '');
  if (resolved.inherit) return page <= 1 ? `${base}/` : `${base}/page/${page}/`;
  return page <= 1 ? `${base}/` : `${base}/?query-${resolved.queryId}-page=${page}`;
}
