import { listPagePath, listPath, recordPath as restRecordPath } from '@atelier/blocks/rest';
import type { ApiClient } from '../api-client';
import type { EntityConfig } from './entity-config';
import type { EntityRecord, Query } from './store-state';

/** The REST path of one record (or of a singleton), with the entity's base query. */
export function recordPath(config: EntityConfig, id: string, query: Query = {}): string {
  return restRecordPath(config, id, query);
}

export interface FetchedRecord {
  record: EntityRecord;
  etag: string | null;
}

/**
 * The bootstrap's answer for a record, taken at once (null when there is none), so a preloaded
 * record reaches the store in the same task as the read that asked for it.
 */
export function takePreloadedRecord(
  client: ApiClient,
  config: EntityConfig,
  id: string,
): FetchedRecord | null {
  const preloaded = client.takePreloaded(recordPath(config, id));
  if (!preloaded.found) return null;
  return { record: preloaded.body as EntityRecord, etag: preloaded.headers.etag ?? null };
}

export async function fetchRecord(
  client: ApiClient,
  config: EntityConfig,
  id: string,
): Promise<FetchedRecord> {
  const response = await client.request<EntityRecord>({
    method: 'GET',
    path: recordPath(config, id),
  });
  return { record: response.body, etag: response.header('etag') };
}

export interface FetchedList {
  items: EntityRecord[];
  totalItems: number | null;
  totalPages: number | null;
}

function headerNumber(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function asList(body: unknown): EntityRecord[] {
  return Array.isArray(body) ? body : [];
}

/**
 * The bootstrap's answer for a list, taken at once (null when there is none): a page with the
 * totals of its headers, or a whole `per_page: -1` list.
 */
export function takePreloadedRecords(
  client: ApiClient,
  config: EntityConfig,
  query: Query,
): FetchedList | null {
  const full = { ...config.baseQuery, ...query };
  const preloaded = client.takePreloaded(listPath(config, query));
  if (!preloaded.found) return null;
  const items = asList(preloaded.body);
  if (String(full.per_page) === '-1') return { items, totalItems: items.length, totalPages: 1 };
  const header = (name: string) => preloaded.headers[name] ?? null;
  return {
    items,
    totalItems: headerNumber(header('x-wp-total')),
    totalPages: headerNumber(header('x-wp-totalpages')),
  };
}

/**
 * Reads a list. `per_page: -1` means every record: the pages are fetched 100 at a time, the
 * first telling (X-WP-TotalPages) how many more to ask for, and joined in order.
 */
export async function fetchRecords(
  client: ApiClient,
  config: EntityConfig,
  query: Query,
): Promise<FetchedList> {
  const full = { ...config.baseQuery, ...query };
  const path = listPath(config, query);
  if (String(full.per_page) !== '-1') {
    // A preloaded page is answered here too, with the totals of its headers.
    const response = await client.request<unknown>({ method: 'GET', path });
    return {
      items: asList(response.body),
      totalItems: headerNumber(response.header('x-wp-total')),
      totalPages: headerNumber(response.header('x-wp-totalpages')),
    };
  }
  const preloaded = client.takePreloaded(path);
  if (preloaded.found) {
    const items = asList(preloaded.body);
    return { items, totalItems: items.length, totalPages: 1 };
  }
  const pagePath = (page: number) => listPagePath(config, query, page);
  const first = await client.request<unknown>({ method: 'GET', path: pagePath(1) });
  const totalPages = headerNumber(first.header('x-wp-totalpages')) ?? 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) =>
      client.request<unknown>({ method: 'GET', path: pagePath(index + 2) }),
    ),
  );
  const items = [first, ...rest].flatMap((response) => asList(response.body));
  return { items, totalItems: items.length, totalPages: 1 };
}
