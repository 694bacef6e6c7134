import type { BlockNode } from './block-node';

/**
 * The ids of a record's blocks as the server sends them beside the content (REST field
 * `atelier_block_ids`), so the editor's first tree already has the ids the shared document gives
 * those blocks. One entry per block in the order of the parsed content, blank lines between
 * blocks left out: the id alone, or the id and the entries of its inner blocks.
 */
export type BlockIdTree = readonly BlockIdEntry[];
export type BlockIdEntry = string | readonly [id: string, inner: BlockIdTree];

/** The REST field that carries a record's `BlockIdTree` (`context=edit`, shared records only). */
export const BLOCK_IDS_FIELD = 'atelier_block_ids';

/** Free-form text made only of white space: the blank lines between blocks. */
export function isBlankFreeform(node: Pick<BlockNode, 'name' | 'innerHTML'>): boolean {
  return node.name === null && node.innerHTML.trim() === '';
}

type WithId = BlockNode & { clientId?: unknown };

/** The id tree of blocks that carry ids (`clientId`), or null when one of them has none. */
export function blockIdTreeOf(nodes: readonly BlockNode[]): BlockIdTree | null {
  const entries: BlockIdEntry[] = [];
  for (const node of nodes) {
    if (isBlankFreeform(node)) continue;
    const id = (node as WithId).clientId;
    if (typeof id !== 'string') return null;
    if (node.innerBlocks.length === 0) {
      entries.push(id);
      continue;
    }
    const inner = blockIdTreeOf(node.innerBlocks);
    if (inner === null) return null;
    entries.push([id, inner]);
  }
  return entries;
}

/** The id tree that gives each block the id `idOf` makes of its place in the tree (0, 1, …). */
export function numberedBlockIds(
  nodes: readonly BlockNode[],
  idOf: (place: number) => string,
): BlockIdTree {
  let place = 0;
  const number = (list: readonly BlockNode[]): BlockIdEntry[] =>
    list.flatMap((node): BlockIdEntry[] => {
      if (isBlankFreeform(node)) return [];
      const id = idOf(place);
      place += 1;
      return node.innerBlocks.length === 0 ? [id] : [[id, number(node.innerBlocks)]];
    });
  return number(nodes);
}

function isIdTree(value: unknown): value is BlockIdTree {
  return Array.isArray(value);
}

/**
 * The blocks with the ids of `ids` as their `clientId`, or null when `ids` does not have their
 * shape or names a block twice (another version of the content, or not an id tree at all): then
 * nothing is given an id. Blank lines between blocks keep no id.
 */
export function withBlockIds(nodes: readonly BlockNode[], ids: unknown): BlockNode[] | null {
  return giveIds(nodes, ids, new Set());
}

function giveIds(nodes: readonly BlockNode[], ids: unknown, seen: Set<string>): BlockNode[] | null {
  if (!isIdTree(ids)) return null;
  const result: BlockNode[] = [];
  let next = 0;
  for (const node of nodes) {
    if (isBlankFreeform(node)) {
      result.push(node);
      continue;
    }
    const entry: unknown = ids[next];
    next += 1;
    const id = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0] : undefined;
    if (typeof id !== 'string' || id === '' || seen.has(id)) return null;
    seen.add(id);
    if (typeof entry === 'string') {
      if (node.innerBlocks.length > 0) return null;
      result.push({ ...node, clientId: id } as BlockNode);
      continue;
    }
    const inner = giveIds(node.innerBlocks, (entry as unknown[])[1], seen);
    if (inner === null) return null;
    result.push({ ...node, clientId: id, innerBlocks: inner } as BlockNode);
  }
  return next === ids.length ? result : null;
}
