/** Structural equality of JSON-like values (plain objects, arrays, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right: Record<string, unknown> = Object.fromEntries(
    Object.entries(b).filter(([, value]) => value !== undefined),
  );
  if (left.length !== Object.keys(right).length) return false;
  return left.every(([key, value]) => key in right && deepEqual(value, right[key]));
}
