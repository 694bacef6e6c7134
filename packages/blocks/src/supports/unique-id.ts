/**
 * JSON with the keys of every object in sorted order, so that two values holding the same data
 * give the same text whatever order their keys were written in. `undefined` members are left out,
 * as `JSON.stringify` leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A 32-bit hash of a text: FNV-1a over its UTF-16 code units, then a final mix so that texts one
 * character apart differ in every digit.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * An id made from data (as WordPress's `wp_unique_id_from_values`): `prefix` and eight hex digits
 * hashed from the data. The same data always gives the same id, in any render, on any server, in
 * the browser too, whatever order it was rendered in; different data gives a different id.
 */
export function uniqueIdFromValues(values: unknown, prefix = ''): string {
  return `${prefix}${hash32(canonicalJson(values)).toString(16).padStart(8, '0')}`;
}
