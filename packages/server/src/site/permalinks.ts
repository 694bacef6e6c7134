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

/** The largest page number or id an address may carry: ids are 32-bit integers in the database. */
const MAX_NUMBER = 2_147_483_647;

/** A page number or id from an address, or null when it is no number the site can hold. */
function addressNumber(text: string | null | undefined): number | null {
  if (!text || !NUMBER.test(text)) return null;
  const value = Number(text);
  return value <= MAX_NUMBER ? value : null;
}

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
    // No slug holds NUL (and PostgreSQL refuses it in a query).
    if (decoded === null || decoded.includes('\u0000')) return { kind: 'not-found' };
    segments.push(decoded);
  }
  // Trailing /page/{n}/ selects a later page of any listing.
  let page = 1;
  const pageAt = segments.length - 2;
  if (pageAt >= 0 && segments[pageAt] === 'page' && NUMBER.test(segments[pageAt + 1] ?? '')) {
    const later = addressNumber(segments[pageAt + 1]);
    if (later === null) return { kind: 'not-found' };
    page = Math.max(1, later);
    segments.splice(pageAt, 2);
  }
  const pagedText = query.get('paged');
  if (pagedText !== null && NUMBER.test(pagedText)) {
    const paged = addressNumber(pagedText);
    if (paged === null) return { kind: 'not-found' };
    if (paged > 1) page = paged;
  }

  const search = query.get('s');
  if (search !== null && segments.length === 0)
    return { kind: 'search', search: search.replaceAll('\u0000', ''), page };
  const p = query.get('p');
  if (p && NUMBER.test(p) && segments.length === 0) {
    const id = addressNumber(p);
    return id === null ? { kind: 'not-found' } : { kind: 'id', id, postType: 'post' };
  }
  const pageId = query.get('page_id');
  if (pageId && NUMBER.test(pageId) && segments.length === 0) {
    const id = addressNumber(pageId);
    return id === null ? { kind: 'not-found' } : { kind: 'id', id, postType: 'page' };
  }

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
