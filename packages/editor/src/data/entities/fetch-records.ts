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
