import { type ApiClient, normalizeRestPath } from '../api-client';
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

/** The read of `config` a path answers, if any: the path it would ask for must be this one. */
function readOf(
  config: EntityConfig,
  pathname: string,
  params: URLSearchParams,
  path: string,
): EntityRead | null {
  let read: EntityRead | null = null;
  if (pathname === config.baseURL) {
    read =
      config.key === null
        ? recordRead(config, { kind: config.kind, name: config.name, id: '' })
        : listRead(config, ownQuery(config, params));
  } else if (config.key !== null && pathname.startsWith(`${config.baseURL}/`)) {
    const id = pathname.slice(config.baseURL.length + 1);
    if (RECORD_ID.test(id)) read = recordRead(config, { kind: config.kind, name: config.name, id });
  }
  return read !== null && normalizeRestPath(read.path) === path ? read : null;
}

/**
 * The entity reads a REST path answers: a record (`/wp/v2/templates/loom//index?context=edit`) or
 * a list (`/wp/v2/pages?context=edit&per_page=20`), as the editor would ask for them. Two entities
 * on one collection (the user's global styles as `root` and as a post type) both get the answer.
 */
export function readsForPath(path: string): EntityRead[] {
  const normalized = normalizeRestPath(path);
  const [pathname = '', search = ''] = normalized.split('?', 2);
  const params = new URLSearchParams(search);
  return ENTITY_CONFIGS.flatMap((config) => {
    const read = readOf(config, pathname, params, normalized);
    return read === null ? [] : [read];
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
    for (const read of reads) {
      try {
        next = read.receive(answer)(next);
      } catch (error) {
        next = setResolution(next, read.resolutionKey, {
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        });
      }
    }
  }
  return next;
}
