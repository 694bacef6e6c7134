import type { ApiClient } from './api-client';

/** One read per REST client: the theme's patterns do not change while the editor is open. */
const reads = new WeakMap<ApiClient, Promise<unknown[]>>();

/**
 * The records of `/wp/v2/block-patterns/patterns` (empty when the read fails), read once and
 * shared by the inserter, the canvas's pattern inlining and the start patterns of new templates.
 */
export function readThemePatternRecords(client: ApiClient): Promise<unknown[]> {
  let pending = reads.get(client);
  if (pending === undefined) {
    pending = client.get<unknown>('/wp/v2/block-patterns/patterns').then(
      (records) => (Array.isArray(records) ? records : []),
      () => [],
    );
    reads.set(client, pending);
  }
  return pending;
}
