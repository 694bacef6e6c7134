import type { RestLinks } from '@atelier/blocks/rest';
import type { RestRequest } from '../router.js';

/**
 * Which link relations `_embed` asks for: all embeddable ones for a bare `_embed` (or `1`,
 * `true`), else the listed relations. Undefined when the request does not embed.
 */
export function embedRequest(request: RestRequest): Set<string> | 'all' | undefined {
  const value = request.params._embed;
  if (value === undefined || value === 'false' || value === '0') return undefined;
  const list = (Array.isArray(value) ? value.join(',') : String(value))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '1' && s !== 'true');
  return list.length === 0 ? 'all' : new Set(list);
}

type Fetcher = (href: string) => Promise<unknown>;

/** How a response's linked resources are read: one at a time, and users many at once. */
export interface EmbedFetcher {
  /** The linked resource (in `embed` context); each URL is read once per response. */
  fetch: Fetcher;
  /**
   * Reads the users these URLs name with one `/wp/v2/users?include=…` request and keeps each
   * user's item as the answer to its own URL: the list presents a user exactly as the user's
   * own route does. Users the list leaves out (missing, or not visible to this reader but
   * perhaps to themselves) are read one by one as before.
   */
  prefetchUsers(hrefs: readonly string[]): Promise<void>;
}

/** The most ids one users list request asks for (its `per_page` limit). */
const USERS_PER_REQUEST = 100;

/**
 * Fetches linked resources through the app itself (as the same user, in `embed` context), as
 * WordPress's internal requests do: answered in process, each body as its route answers it.
 */
export function embedFetcher(request: RestRequest): EmbedFetcher {
  const cache = new Map<string, Promise<unknown>>();
  const get = (path: string) => request.read(path).then((answer) => answer.body);
  const embedPath = (href: string) => {
    const url = new URL(href);
    url.searchParams.set('context', 'embed');
    return `${url.pathname}${url.search}`;
  };
  const fetch: Fetcher = (href) => {
    const path = embedPath(href);
    const cached = cache.get(path);
    if (cached) return cached;
    const pending = get(path);
    cache.set(path, pending);
    return pending;
  };
  const prefetchUsers = async (hrefs: readonly string[]) => {
    const paths = new Map<number, string>();
    for (const href of hrefs) {
      const url = new URL(href);
      const id = /^\/wp-json\/wp\/v2\/users\/(\d+)$/.exec(url.pathname)?.[1];
      const path = embedPath(href);
      if (id !== undefined && url.search === '' && !cache.has(path)) paths.set(Number(id), path);
    }
    // A single user costs one request either way.
    if (paths.size < 2) return;
    const ids = [...paths.keys()];
    for (let start = 0; start < ids.length; start += USERS_PER_REQUEST) {
      const chunk = ids.slice(start, start + USERS_PER_REQUEST);
      const list = await get(
        `/wp-json/wp/v2/users?context=embed&per_page=${USERS_PER_REQUEST}&include=${chunk.join(',')}`,
      );
      if (!Array.isArray(list)) continue;
      for (const user of list as unknown[]) {
        const id = typeof user === 'object' && user !== null ? Reflect.get(user, 'id') : undefined;
        const path = typeof id === 'number' ? paths.get(id) : undefined;
        if (path !== undefined) cache.set(path, Promise.resolve(user));
      }
    }
  };
  return { fetch, prefetchUsers };
}

/** Adds `_embedded` with the embeddable links of an item the request asked to embed. */
export async function embedItem<Item extends object>(
  item: Item,
  links: RestLinks,
  wanted: Set<string> | 'all',
  fetch: Fetcher,
): Promise<Item & { _embedded?: Record<string, unknown[]> }> {
  const embedded: Record<string, unknown[]> = {};
  for (const [rel, entries] of Object.entries(links)) {
    if (wanted !== 'all' && !wanted.has(rel)) continue;
    const embeddable = entries.filter((entry) => entry.embeddable);
    if (embeddable.length === 0) continue;
    embedded[rel] = await Promise.all(embeddable.map((entry) => fetch(entry.href)));
  }
  return Object.keys(embedded).length > 0 ? { ...item, _embedded: embedded } : item;
}
