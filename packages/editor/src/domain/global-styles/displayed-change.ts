import { asStyleTree, readPath, type StylePath, type StyleTree, withPath } from './style-tree';

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf (a value that is not a plain object) of a tree, with its path. */
function leaves(tree: unknown, prefix: StylePath = []): Map<string, StylePath> {
  const found = new Map<string, StylePath>();
  if (!isPlain(tree)) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = [...prefix, key];
    if (isPlain(value)) for (const [id, sub] of leaves(value, path)) found.set(id, sub);
    else found.set(JSON.stringify(path), path);
  }
  return found;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A style panel shows the merged value (theme + user) and gives back a changed copy of it. This
 * turns that into the user's own value: only the leaves the panel changed are written into the
 * user's node (a removed leaf is removed from it, so the theme's value shows again); what the
 * theme set and nobody touched is never copied into the user's record.
 */
export function userNodeAfterChange(
  userNode: unknown,
  shownBefore: unknown,
  shownAfter: unknown,
): StyleTree {
  const before = leaves(shownBefore);
  const after = leaves(shownAfter);
  let next = asStyleTree(userNode);
  for (const path of new Map([...before, ...after]).values()) {
    const value = readPath(shownAfter, path);
    if (!same(readPath(shownBefore, path), value)) next = withPath(next, path, value);
  }
  return next;
}
