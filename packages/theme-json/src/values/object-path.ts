/** A JSON-like object with unknown values. */
export type UnknownRecord = { readonly [key: string]: unknown };

/** True for plain objects (not arrays, not null). */
export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a nested value by path segments; `undefined` when any step is missing. */
export function getAtPath(source: unknown, path: readonly string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}
