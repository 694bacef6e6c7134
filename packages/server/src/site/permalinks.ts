/**
 * Permalinks ("post name" structure): pages at /{parent}/{child}/, posts at /{slug}/ (a page with
 * the same path wins),
 * /category/{slug}/, /tag/{slug}/, /author/{slug}/, /{year}/[{month}/[{day}/]], /page/{n}/ for
 * later pages of a listing, and ?s= for search. All paths end with a slash. WordPress's plain
 * query variables reach the same archives: ?m=YYYYMM[DD], ?year=&monthnum=&day=, ?cat={id},
 * ?category_name= and ?tag= (what the archives and categories dropdowns send).
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
  | { kind: 'category-id'; id: number; page: number }
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

/** A date route when the parts make a real year, month (1–12) and day (1–31), else not-found. */
function dateRoute(
  year: number,
  month: number | undefined,
  day: number | undefined,
  page: number,
): PublicRoute {
  if (year < 1 || year > 9999) return { kind: 'not-found' };
  if (month === undefined) return { kind: 'date', year, page };
  if (month < 1 || month > 12) return { kind: 'not-found' };
  if (day === undefined) return { kind: 'date', year, month, page };
  if (day < 1 || day > 31) return { kind: 'not-found' };
  return { kind: 'date', year, month, day, page };
}

/** The archive WordPress's plain query variables ask for on the home address, or null. */
function queryArchiveRoute(query: URLSearchParams, page: number): PublicRoute | null {
  const m = query.get('m');
  if (m !== null) {
    const match = /^(\d{4})(\d{2})?(\d{2})?$/.exec(m);
    if (!match?.[1]) return { kind: 'not-found' };
    const part = (text: string | undefined) => (text === undefined ? undefined : Number(text));
    return dateRoute(Number(match[1]), part(match[2]), part(match[3]), page);
  }
  const year = query.get('year');
  if (year !== null) {
    const number = (name: string) => {
      const text = query.get(name);
      return text !== null && /^\d{1,2}$/.test(text) ? Number(text) : undefined;
    };
    if (!/^\d{4}$/.test(year)) return { kind: 'not-found' };
    const month = number('monthnum');
    return dateRoute(Number(year), month, month === undefined ? undefined : number('day'), page);
  }
  const cat = query.get('cat');
  if (cat !== null) {
    const id = addressNumber(cat);
    return id === null || id === 0 ? { kind: 'not-found' } : { kind: 'category-id', id, page };
  }
  const categoryName = query.get('category_name');
  if (categoryName) return { kind: 'category', slug: categoryName, page };
  const tag = query.get('tag');
  if (tag) return { kind: 'tag', slug: tag, page };
  return null;
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

  if (segments.length === 0) {
    const archive = queryArchiveRoute(query, page);
    if (archive !== null) return archive;
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
