/**
 * A styles or settings tree of the global styles record (`styles.elements.link.color.text`,
 * `settings.color.palette.custom`): plain objects all the way down, never changed in place.
 */
export type StyleTree = Readonly<Record<string, unknown>>;

/** A path in a tree, as keys (`['elements', 'h1', 'typography', 'fontSize']`). */
export type StylePath = readonly string[];

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A tree from any value: anything but a plain object is the empty tree. */
export function asStyleTree(value: unknown): StyleTree {
  return isPlain(value) ? value : {};
}

/** `'elements.link.color.text'` → `['elements', 'link', 'color', 'text']`. */
export function stylePath(dotted: string): StylePath {
  return dotted.split('.').filter((key) => key !== '');
}

/** The value at a path, undefined when any step is missing. */
export function readPath(tree: unknown, path: StylePath): unknown {
  let value: unknown = tree;
  for (const key of path) {
    if (!isPlain(value)) return undefined;
    value = value[key];
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (isPlain(value) && Object.keys(value).length === 0);
}

function setIn(tree: unknown, path: StylePath, value: unknown): Plain | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return isPlain(value) && !isEmpty(value) ? value : undefined;
  const next: Plain = isPlain(tree) ? { ...tree } : {};
  const child = rest.length === 0 ? value : setIn(next[key], rest, value);
  if (isEmpty(child)) delete next[key];
  else next[key] = child;
  return Object.keys(next).length === 0 ? undefined : next;
}

/**
 * The tree with one value set, or removed when `undefined` or `''`; branches left empty are
 * pruned, so removing the last value gives `{}`.
 */
export function withPath(tree: unknown, path: StylePath, value: unknown): StyleTree {
  return setIn(tree, path, value) ?? {};
}
