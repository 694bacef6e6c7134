/**
 * How many saved revisions the user's global styles record has: the `count` of its
 * `version-history` link as the server sends it (0 when there is none, or the record is unread).
 */
export function versionHistoryCount(record: unknown): number {
  if (typeof record !== 'object' || record === null || !('_links' in record)) return 0;
  const links = record._links;
  if (typeof links !== 'object' || links === null || !('version-history' in links)) return 0;
  const list = links['version-history'];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (typeof first !== 'object' || first === null || !('count' in first)) return 0;
  const count = Number(first.count);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
