import { AppError } from '../errors/app-error.js';
import type { ArgsSchema } from '../schema/arg-schema.js';

/** The `page` and `per_page` arguments shared by collection routes. */
export function paginationArgs(
  options: { allowAll?: boolean; defaultPerPage?: number } = {},
): ArgsSchema {
  return {
    page: {
      type: 'integer',
      default: 1,
      minimum: 1,
      description: 'Current page of the collection.',
    },
    per_page: {
      type: 'integer',
      default: options.defaultPerPage ?? 10,
      minimum: options.allowAll ? -1 : 1,
      maximum: 100,
      description: 'Maximum number of items to be returned in result set.',
    },
  };
}

export interface PageWindow {
  /** Rows to skip. */
  offset: number;
  /** Rows to take, or undefined for all (`per_page=-1`). */
  limit: number | undefined;
}

/** Turns page/per_page into an offset and limit; per_page -1 (where allowed) means everything. */
export function pageWindow(page: number, perPage: number): PageWindow {
  if (perPage === -1) return { offset: 0, limit: undefined };
  if (perPage === 0)
    throw new AppError('rest_invalid_param', 'Invalid parameter(s): per_page', 400, {
      params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
    });
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** The X-WP-Total and X-WP-TotalPages headers for a collection. */
export function totalHeaders(total: number, perPage: number): Record<string, string> {
  const pages = perPage === -1 ? (total > 0 ? 1 : 0) : Math.ceil(total / perPage);
  return { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(pages) };
}

/** WordPress refuses a page past the end of a non-empty collection. */
export function assertPageInRange(page: number, perPage: number, total: number): void {
  if (perPage === -1 || page === 1) return;
  const pages = Math.ceil(total / perPage);
  if (page > pages) {
    throw new AppError(
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
      400,
    );
  }
}
