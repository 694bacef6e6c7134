/**
 * A list of blocks cut into groups whose membership is anchored to client ids, so that React
 * reconciles a few groups and one group's blocks per keystroke instead of every block. A block
 * keeps its group while it stays: an insertion joins the group of the block before it, a removal
 * leaves its group one block shorter, so neither moves a block from one group to another (which
 * would remount it). Pure: ids in, groups out.
 */

/** One group: its React key and the range of the list it holds (`start` to before `end`). */
export interface BlockGroup {
  key: string;
  start: number;
  end: number;
}

/** The groups of one list, and what the next call needs to keep them. */
export interface BlockGrouping {
  ids: readonly string[];
  groups: readonly BlockGroup[];
  /** Client id → the key of its group. */
  keyOf: ReadonlyMap<string, string>;
  /** The number the next new group's key takes. */
  next: number;
}

/** A new group holds `size` blocks; a group that grows past `max` is cut into groups of `size`. */
export interface GroupSizes {
  size: number;
  max: number;
}

export const GROUP_SIZES: GroupSizes = { size: 24, max: 64 };

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, index) => id === b[index]));
}

/** The group each block had, a new block taking the one of the block before it (or after it). */
function inheritedKeys(
  ids: readonly string[],
  keyOf: ReadonlyMap<string, string>,
): (string | undefined)[] {
  const keys = ids.map((id) => keyOf.get(id));
  let before: string | undefined;
  for (let index = 0; index < keys.length; index += 1) {
    if (keys[index] === undefined) keys[index] = before;
    else before = keys[index];
  }
  // New blocks at the start (before any known block) join the first known block's group.
  const first = keys.find((key) => key !== undefined);
  for (let index = 0; index < keys.length && keys[index] === undefined; index += 1) {
    keys[index] = first;
  }
  return keys;
}

/** Where each key's longest run of neighbouring blocks starts (a moved block breaks a run). */
function longestRuns(keys: readonly (string | undefined)[]): Map<string, number> {
  const best = new Map<string, { start: number; length: number }>();
  let start = 0;
  for (let index = 1; index <= keys.length; index += 1) {
    if (index < keys.length && keys[index] === keys[start]) continue;
    const key = keys[start];
    const length = index - start;
    const known = key === undefined ? undefined : best.get(key);
    if (key !== undefined && (known === undefined || length > known.length)) {
      best.set(key, { start, length });
    }
    start = index;
  }
  return new Map([...best].map(([key, run]) => [key, run.start]));
}

/**
 * Cuts `ids` into groups, keeping the groups of `previous` (the last answer for this list): each
 * block stays in its group, new blocks join their neighbour's, and only a block moved away from
 * its group's run (a drag, a move up or down) joins the group where it lands. A group that grows
 * past `sizes.max` is cut into groups of `sizes.size` (the first part keeps its key). The same
 * answer when the ids are the same.
 */
export function groupBlocks(
  ids: readonly string[],
  previous: BlockGrouping | null,
  sizes: GroupSizes = GROUP_SIZES,
): BlockGrouping {
  if (previous !== null && sameIds(ids, previous.ids)) return previous;
  let next = previous?.next ?? 0;
  const keys = inheritedKeys(ids, previous?.keyOf ?? new Map());
  const runs = longestRuns(keys);
  const groups: BlockGroup[] = [];
  const open = (key: string, start: number) => groups.push({ key, start, end: start });
  for (let index = 0; index < ids.length; index += 1) {
    const key = keys[index];
    const current = groups.at(-1);
    const startsRun = key !== undefined && runs.get(key) === index;
    if (startsRun) open(key, index);
    else if (
      current === undefined ||
      (key === undefined && current.end - current.start >= sizes.size)
    ) {
      // No group yet (or a list never grouped before, filled a group at a time).
      open(`g${next++}`, index);
    }
    const group = groups.at(-1);
    if (group !== undefined) group.end = index + 1;
  }
  const bounded: BlockGroup[] = [];
  for (const group of groups) {
    if (group.end - group.start <= sizes.max) {
      bounded.push(group);
      continue;
    }
    for (let start = group.start; start < group.end; start += sizes.size) {
      const key = start === group.start ? group.key : `g${next++}`;
      bounded.push({ key, start, end: Math.min(start + sizes.size, group.end) });
    }
  }
  const keyOf = new Map<string, string>();
  for (const group of bounded) {
    for (let index = group.start; index < group.end; index += 1) {
      const id = ids[index];
      if (id !== undefined) keyOf.set(id, group.key);
    }
  }
  return { ids, groups: bounded, keyOf, next };
}

/**
 * Each group's items (`items` is the list `grouping` was made for): the array a group had in
 * `previous` when its items are the same objects, so a memoised group whose blocks did not change
 * gets the same props.
 */
export function groupItems<T>(
  items: readonly T[],
  grouping: BlockGrouping,
  previous: ReadonlyMap<string, readonly T[]>,
): Map<string, readonly T[]> {
  const slices = new Map<string, readonly T[]>();
  for (const group of grouping.groups) {
    const kept = previous.get(group.key);
    const same =
      kept !== undefined &&
      kept.length === group.end - group.start &&
      kept.every((item, index) => item === items[group.start + index]);
    slices.set(group.key, same ? kept : items.slice(group.start, group.end));
  }
  return slices;
}
