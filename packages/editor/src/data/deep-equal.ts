/**
 * Structural equality of JSON-like values (plain objects, arrays, primitives). A key set to
 * `undefined` counts as missing.
 *
 * Entries that are the same object (or the same primitive) are passed over with one comparison
 * and nothing allocated: an edited block tree shares every block off the edited path with the tree
 * before it (`replaceBlock` copies only that path), so comparing the two (`editRecord`, per
 * keystroke) reads the edited path deeply and the rest of the 1,000-entry list as pointers.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const isList = Array.isArray(a);
  if (isList !== Array.isArray(b)) return false;
  return isList
    ? sameItems(a as readonly unknown[], b as readonly unknown[])
    : sameFields(a as Readonly<Record<string, unknown>>, b as Readonly<Record<string, unknown>>);
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const left = a[index];
    const right = b[index];
    if (!Object.is(left, right) && !deepEqual(left, right)) return false;
  }
  return true;
}

const hasOwn = Object.prototype.hasOwnProperty;

function sameFields(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  let defined = 0;
  for (const key of Object.keys(a)) {
    const left = a[key];
    if (left === undefined) continue;
    defined += 1;
    if (!hasOwn.call(b, key)) return false;
    const right = b[key];
    if (!Object.is(left, right) && !deepEqual(left, right)) return false;
  }
  // Every defined field of `a` is in `b` with the same value: equal when `b` has no more.
  let definedInB = 0;
  for (const key of Object.keys(b)) if (b[key] !== undefined) definedInB += 1;
  return definedInB === defined;
}
