import { invalidJson } from '../errors/app-error.js';

/**
 * How deep a request body's JSON may nest. theme.json, preferences and block attributes stay
 * well under twenty levels; thousands of levels only serve to exhaust the stack of whatever walks
 * the value later (validation, storage, rendering).
 */
export const MAX_JSON_DEPTH = 100;

/** An object or array as JSON.parse makes them (not a Buffer or other class instance). */
function isJsonContainer(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whether a parsed JSON value nests objects and arrays deeper than `max`. Never recurses. */
export function jsonDepthExceeds(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (!isJsonContainer(item.value)) continue;
    const depth = item.depth + 1;
    if (depth > max) return true;
    const children = Array.isArray(item.value) ? item.value : Object.values(item.value);
    for (const child of children) pending.push({ value: child, depth });
  }
  return false;
}

/** Refuses a body nested deeper than `MAX_JSON_DEPTH` as invalid JSON (400), as PHP's decoder does. */
export function assertJsonDepth(body: unknown): void {
  if (jsonDepthExceeds(body)) throw invalidJson('Maximum stack depth exceeded');
}
