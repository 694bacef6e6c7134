/**
 * Permalinks ("post name" structure): pages at /{parent}/{child}/, posts at /{slug}/ (a page with
 * the same path wins),
 * /category/{slug}/, /tag/{slug}/, /author/{slug}/, /{year}/[{month}/[{day}/]], /page/{n}/ for
 * later pages of a listing, and ?s= for search. All paths end with a slash.
 */
export function postPath(slug: string): string {
  return `/${encodeURIComponent(slug)}/`;
}

export function pagePath(slugChain: readonly string[]): string {
  return `/${slugChain.map(encodeURIComponent).join('/')}/`;
}

export function termPath(taxonomy: string, slug: string): string {
  const base = taxonomy === 'post_tag' ? 'tag' : taxonomy === 'category' ? 'category' : taxonomy;
  return `/${base}/${encodeURIComponent(slug)}/`;
}

export function authorPath(slug: string): string {
  return `/author/${encodeURIComponent(slug)}/`;
}

/** What a public URL asks for, before any database look-up. */
export type PublicRoute =
  | { kind: 'front'; page: number }
  | { kind: 'search'; search: string; page: number }
  | { kind: 'category' | 'tag' | 'author'; slug: string; page: number }
  | { kind: 'date'; year: number; month?: number; day?: number; page: number }
  | { kind: 'page-path'; slugs: string[]; page: number }
  | { kind: 'id'; id: number; postType: 'post' | 'page' }
  | { kind: 'not-found' };

const NUMBER = /^\d+$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads a public path and query into a route; anything malformed is `not-found`, never an error. */
export function parsePublicRoute(path: string, query: URLSearchParams): PublicRoute {
  const rawSegments = path.split('/').filter(Boolean);
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const decoded = decode(raw);
    if (decoded === null) return { kind: 'not-found' };
    segments.push(decoded);
  }
  // Trailing /page/{n}/ selects a later page of any listing.
  let page = 1;
  const pageAt = segments.length - 2;
  if (pageAt >= 0 && segments[pageAt] === 'page' && NUMBER.test(segments[pageAt + 1] ?? '')) {
    page = Math.max(1, Number(segments[pageAt + 1]));
    segments.splice(pageAt, 2);
  }
  const paged = Number(query.get('paged'));
  if (Number.isInteger(paged) && paged > 1) page = paged;

  const search = query.get('s');
  if (search !== null && segments.length === 0) return { kind: 'search', search, page };
  const p = query.get('p');
  if (p && NUMBER.test(p) && segments.length === 0)
    return { kind: 'id', id: Number(p), postType: 'post' };
  const pageId = query.get('page_id');
  if (pageId && NUMBER.test(pageId) && segments.length === 0)
    return { kind: 'id', id: Number(pageId), postType: 'page' };

  const [first, second, third] = segments;
  if (first === undefined) return { kind: 'front', page };
  if (
    (first === 'category' || first === 'tag' || first === 'author') &&
    second &&
    segments.length === 2
  ) {
    return { kind: first, slug: second, page };
  }
  if (/^\d{4}$/.test(first)) {
    const year = Number(first);
    if (second === undefined) return { kind: 'date', year, page };
    if (!/^\d{2}$/.test(second) || Number(second) < 1 || Number(second) > 12)
      return { kind: 'not-found' };
    const month = Number(second);
    if (third === undefined) return { kind: 'date', year, month, page };
    if (/^\d{2}$/.test(third) && segments.length === 3) {
      const day = Number(third);
      return day >= 1 && day <= 31
        ? { kind: 'date', year, month, day, page }
        : { kind: 'not-found' };
    }
    return { kind: 'not-found' };
  }
  return { kind: 'page-path', slugs: segments, page };
}
