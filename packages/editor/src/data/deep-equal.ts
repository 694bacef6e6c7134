/**
 * Structural equality of JSON-like values (plain objects, arrays, primitives). A key set to
 * `undefined` counts as missing.
 *
 * A list's entries that are the same object are passed over in its loop, without a call: an
 * edited block tree shares every block off the edited path with the tree before it
 * (`replaceBlock` copies only that path), so comparing the two (`editRecord`, per keystroke)
 * reads the edited path deeply and the rest of a 1,000-entry list as pointers.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) {
      if (!Object.is(a[index], b[index]) && !deepEqual(a[index], b[index])) return false;
    }
    return true;
  }
  const left = a as Readonly<Record<string, unknown>>;
  const right = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  return (
    keys.length === Object.keys(right).filter((key) => right[key] !== undefined).length &&
    keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]))
  );
}
