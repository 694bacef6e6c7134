import { isRecord } from '../values/object-path';

/**
 * Merges `incoming` over `base` without touching either: plain objects merge key by key, while
 * arrays and scalar values replace what was there. `undefined` values in `incoming` are skipped.
 */
export function deepMerge(base: unknown, incoming: unknown): unknown {
  if (incoming === undefined) return base;
  if (!isRecord(base) || !isRecord(incoming)) return incoming;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    result[key] = deepMerge(base[key], value);
  }
  return result;
}
