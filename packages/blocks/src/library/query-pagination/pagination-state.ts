import type { RenderArguments } from '../../registry/block-type';
import { type ResolvedQuery, resolveQuery } from '../query/query-params';

/** Where the surrounding query's results stand: current page and last reachable page. */
export interface PaginationState {
  resolved: ResolvedQuery;
  page: number;
  totalPages: number;
}

/** Runs (or reuses) the surrounding query to find the current and last page. */
export async function paginationState(args: RenderArguments): Promise<PaginationState> {
  const resolved = resolveQuery(args.context);
  const result = await args.queryPosts(resolved.query);
  const limit = resolved.maxPages > 0 ? resolved.maxPages : Number.POSITIVE_INFINITY;
  return { resolved, page: resolved.query.page, totalPages: Math.min(result.totalPages, limit) };
}
