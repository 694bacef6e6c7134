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

/**
 * Fetches linked resources through the app itself (as the same user, in `embed` context), as
 * WordPress's internal requests do; each URL is fetched once per response.
 */
export function embedFetcher(request: RestRequest): Fetcher {
  const cache = new Map<string, Promise<unknown>>();
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return (href) => {
    const url = new URL(href);
    url.searchParams.set('context', 'embed');
    const path = `${url.pathname}${url.search}`;
    const cached = cache.get(path);
    if (cached) return cached;
    const pending = request.raw.server
      .inject({ method: 'GET', url: path, headers })
      .then((response) => response.json() as unknown);
    cache.set(path, pending);
    return pending;
  };
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
