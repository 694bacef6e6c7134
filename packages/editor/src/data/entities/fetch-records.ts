import { listPagePath, listPath, recordPath as restRecordPath } from '@atelier/blocks/rest';
import { type ApiClient, ApiError, type PreloadedAnswer } from '../api-client';
import type { EntityConfig } from './entity-config';
import { receiveQuery, receiveRecord, setResolution } from './receive-records';
import {
  type EntityRecord,
  type Query,
  queryKey,
  queryResolutionKey,
  type RecordRef,
  recordKey,
  recordResolutionKey,
  type StoreState,
} from './store-state';

/** Spec 1 §8: 'Missing entity config or response'. */
export const UNEXPECTED_ERROR = 'The editor has encountered an unexpected error. Please reload.';

/** The REST path of one record (or of a singleton), with the entity's base query. */
export function recordPath(config: EntityConfig, id: string, query: Query = {}): string {
  return restRecordPath(config, id, query);
}

/** What an answer does to the store: the data in, the read marked resolved. */
export type Receive = (state: StoreState) => StoreState;

/**
 * One read of the store — a record or a list — in one shape, so both take the same steps: an
 * answer the page preloaded goes in at once, any other is fetched (entity-store.ts), and the
 * bootstrap's answers can be put in before the first render (preloaded-reads.ts).
 */
export interface EntityRead {
  /** Where the read's resolution is kept in the state. */
  resolutionKey: string;
  /** The REST path its answer is preloaded under, as the editor first asks for it. */
  path: string;
  /** The change a preloaded answer makes; throws when the answer is not what was asked for. */
  receive(answer: Omit<PreloadedAnswer, 'found'>): Receive;
  /** Asks the server. */
  fetch(client: ApiClient): Promise<Receive>;
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function headerNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function asList(body: unknown): EntityRecord[] {
  return Array.isArray(body) ? body : [];
}

/** The read of one record (or of a singleton, whose id is ''). */
export function recordRead(config: EntityConfig, ref: RecordRef): EntityRead {
  const resolutionKey = recordResolutionKey(recordKey(ref));
  const receive =
    (body: unknown, etag: string | null): Receive =>
    (state) => {
      if (!isRecord(body)) throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
      return setResolution(receiveRecord(state, ref, body, etag), resolutionKey, {
        status: 'resolved',
      });
    };
  const path = recordPath(config, ref.id);
  return {
    resolutionKey,
    path,
    receive: ({ body, headers }) => receive(body, headers.etag ?? null),
    async fetch(client) {
      const response = await client.request<unknown>({ method: 'GET', path });
      return receive(response.body, response.header('etag'));
    },
  };
}

/** Every page of a `per_page: -1` list, 100 at a time: the first tells how many more to ask for. */
async function fetchAllPages(
  client: ApiClient,
  config: EntityConfig,
  query: Query,
): Promise<EntityRecord[]> {
  const pagePath = (page: number) => listPagePath(config, query, page);
  const first = await client.request<unknown>({ method: 'GET', path: pagePath(1) });
  const totalPages = headerNumber(first.header('x-wp-totalpages')) ?? 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) =>
      client.request<unknown>({ method: 'GET', path: pagePath(index + 2) }),
    ),
  );
  return [first, ...rest].flatMap((response) => asList(response.body));
}

/**
 * The read of a list: a page with the totals of its headers, or a whole `per_page: -1` list
 * (gathered page by page when it was not preloaded).
 */
export function listRead(config: EntityConfig, query: Query): EntityRead {
  const listKey = queryKey(config.kind, config.name, query);
  const resolutionKey = queryResolutionKey(listKey);
  const whole = String({ ...config.baseQuery, ...query }.per_page) === '-1';
  const receive =
    (body: unknown, header: (name: string) => string | null | undefined): Receive =>
    (state) => {
      const items = asList(body);
      const totals = whole
        ? { totalItems: items.length, totalPages: 1 }
        : {
            totalItems: headerNumber(header('x-wp-total')),
            totalPages: headerNumber(header('x-wp-totalpages')),
          };
      return setResolution(receiveQuery(state, config, listKey, items, totals), resolutionKey, {
        status: 'resolved',
      });
    };
  const path = listPath(config, query);
  return {
    resolutionKey,
    path,
    receive: ({ body, headers }) => receive(body, (name) => headers[name]),
    async fetch(client) {
      if (whole) {
        const items = await fetchAllPages(client, config, query);
        return receive(items, () => null);
      }
      const response = await client.request<unknown>({ method: 'GET', path });
      return receive(response.body, (name) => response.header(name));
    },
  };
}
