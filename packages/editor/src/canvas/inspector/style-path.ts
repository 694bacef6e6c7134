/**
 * A theme.json style node as the style panels edit it (`color`, `typography`, `spacing`,
 * `border`, `dimensions`, `elements`…): a block's `style` attribute with its preset slugs folded
 * in (`block-style.ts`), and later a global or per-block-type style of the Styles sidebar.
 */
export type StyleObject = Readonly<Record<string, unknown>>;

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A style object from any value (anything but a plain object is the empty style). */
export function asStyleObject(value: unknown): StyleObject {
  return isPlain(value) ? value : {};
}

/** Reads a style object at a path (`['color', 'text']`). */
export function readStyle(style: unknown, path: readonly string[]): unknown {
  let value: unknown = style;
  for (const key of path) {
    if (!isPlain(value)) return undefined;
    value = value[key];
  }
  return value;
}

function setPath(target: unknown, path: readonly string[], value: unknown): Plain | undefined {
  const base: Plain = isPlain(target) ? { ...target } : {};
  const [key, ...rest] = path;
  if (key === undefined) return isPlain(value) ? value : undefined;
  const next = rest.length === 0 ? value : setPath(base[key], rest, value);
  if (next === undefined || next === '' || (isPlain(next) && Object.keys(next).length === 0)) {
    delete base[key];
  } else {
    base[key] = next;
  }
  return Object.keys(base).length === 0 ? undefined : base;
}

/**
 * The style with one value set (or removed when `undefined` / empty); emptied branches are
 * pruned, so clearing the last value gives the empty style `{}`. The input is never changed.
 */
export function withStyle(style: unknown, path: readonly string[], value: unknown): StyleObject {
  return setPath(style, path, value) ?? {};
}
