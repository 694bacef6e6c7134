import { listPagePath, PAGE_SIZE } from '@atelier/blocks/rest';
import { type ApiClient, normalizeRestPath, type PreloadedAnswer } from '../api-client';
import { ENTITY_CONFIGS, type EntityConfig } from './entity-config';
import { type EntityRead, listRead, recordRead } from './fetch-records';
import { setResolution } from './receive-records';
import { EMPTY_STATE, type Query, type StoreState } from './store-state';

/** A record id in a path: one segment, or a template's `theme//slug`. */
const RECORD_ID = /^[^/]+(?:\/\/[^/]+)?$/;

/** The path's query without what the entity adds to every read (`context=edit`). */
function ownQuery(config: EntityConfig, params: URLSearchParams): Query {
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (String(config.baseQuery[name] ?? '') !== value) query[name] = value;
  }
  return query;
}

/**
 * The reads of `config` a path answers, if any: the path each would ask for must be this one. A
 * list is read under two keys, with and without the parameters every read of the entity adds
 * (`context=edit`), since a screen may spell its query either way.
 */
function readsOf(
  config: EntityConfig,
  pathname: string,
  params: URLSearchParams,
  path: string,
): EntityRead[] {
  let reads: EntityRead[] = [];
  if (pathname === config.baseURL) {
    if (config.key === null) {
      reads = [recordRead(config, { kind: config.kind, name: config.name, id: '' })];
    } else {
      const own = listRead(config, ownQuery(config, params));
      const spelled = listRead(config, Object.fromEntries(params));
      reads = own.resolutionKey === spelled.resolutionKey ? [own] : [own, spelled];
    }
  } else if (config.key !== null && pathname.startsWith(`${config.baseURL}/`)) {
    const id = pathname.slice(config.baseURL.length + 1);
    if (RECORD_ID.test(id))
      reads = [recordRead(config, { kind: config.kind, name: config.name, id })];
  }
  return reads.filter((read) => normalizeRestPath(read.path) === path);
}

function parsePath(path: string): {
  normalized: string;
  pathname: string;
  params: URLSearchParams;
} {
  const normalized = normalizeRestPath(path);
  const [pathname = '', search = ''] = normalized.split('?', 2);
  return { normalized, pathname, params: new URLSearchParams(search) };
}

/**
 * The entity reads a REST path answers: a record (`/wp/v2/templates/loom//index?context=edit`) or
 * a list (`/wp/v2/pages?context=edit&per_page=20`), as the editor would ask for them. Two entities
 * on one collection (the user's global styles as `root` and as a post type) both get the answer.
 */
export function readsForPath(path: string): EntityRead[] {
  const { normalized, pathname, params } = parsePath(path);
  return ENTITY_CONFIGS.flatMap((config) => readsOf(config, pathname, params, normalized));
}

/**
 * The whole lists (`per_page: -1`) a path is the first page of: such a list is gathered
 * `PAGE_SIZE` records at a time (`/wp/v2/navigation?context=edit&page=1&per_page=100`), and its
 * first page is the whole list when it says there is one page.
 */
export function wholeListReadsForPath(path: string): EntityRead[] {
  const { normalized, pathname, params } = parsePath(path);
  if (params.get('page') !== '1' || params.get('per_page') !== String(PAGE_SIZE)) return [];
  return ENTITY_CONFIGS.flatMap((config) => {
    if (config.key === null || pathname !== config.baseURL) return [];
    const { page: _page, per_page: _perPage, ...own } = ownQuery(config, params);
    const query = { ...own, per_page: -1 };
    const firstPage = normalizeRestPath(listPagePath(config, query, 1));
    return firstPage === normalized ? [listRead(config, query)] : [];
  });
}

/**
 * The store's first state, with every preloaded answer that is an entity read already in it, so
 * the editor's first render has the data its screen shows instead of asking for it in effects and
 * drawing it one render later. Those answers are taken from the client (a later read fetches
 * fresh data); the others (types, block renders…) stay for `client.request`. An answer that is
 * not what its read expects is kept as that read's error, as a read would keep it.
 */
export function primedState(
  client: ApiClient,
  paths: Iterable<string>,
  state: StoreState = EMPTY_STATE,
): StoreState {
  let next = state;
  for (const path of paths) {
    const reads = readsForPath(path);
    if (reads.length === 0) continue;
    const answer = client.takePreloaded(path);
    if (!answer.found) continue;
    const whole = isOnlyPage(answer) ? wholeListReadsForPath(path) : [];
    for (const read of [...reads, ...whole]) next = receiveOrFail(next, read, answer);
  }
  return next;
}

/** Whether a list page's answer says there is no other page. */
function isOnlyPage(answer: PreloadedAnswer): boolean {
  const pages = Number(answer.headers['x-wp-totalpages'] ?? '1');
  return !(pages > 1);
}

function receiveOrFail(state: StoreState, read: EntityRead, answer: PreloadedAnswer): StoreState {
  try {
    return read.receive(answer)(state);
  } catch (error) {
    return setResolution(state, read.resolutionKey, {
      status: 'error',
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}
