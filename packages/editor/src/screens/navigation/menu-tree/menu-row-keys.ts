import type { EditorBlock } from '../../../canvas/state/editor-block';
import { renamedBlocks } from '../../../canvas/state/renamed-blocks';

/** The blocks a menu tree last drew, and the React key of each block's row. */
export interface RowKeys {
  blocks: readonly EditorBlock[];
  keys: ReadonlyMap<string, string>;
}

function walk(blocks: readonly EditorBlock[], visit: (block: EditorBlock) => void): void {
  for (const block of blocks) {
    visit(block);
    walk(block.innerBlocks, visit);
  }
}

/**
 * The row keys of `blocks`: a block keeps its key; a block with a new id that stands where a
 * block now gone stood (same place, same name: a shared menu's first sync gives every block the
 * document's id) takes that block's key, so its row — focus, an open options menu — stays; any
 * other block is keyed by its id. No key is given twice.
 */
export function followRowKeys(previous: RowKeys | null, blocks: readonly EditorBlock[]): RowKeys {
  const keys = new Map<string, string>();
  if (previous === null) {
    walk(blocks, (block) => keys.set(block.clientId, block.clientId));
    return { blocks, keys };
  }
  const present = new Set<string>();
  walk(blocks, (block) => present.add(block.clientId));
  const formerIdOf = new Map<string, string>();
  for (const [before, after] of renamedBlocks(previous.blocks, blocks)) {
    if (!present.has(before)) formerIdOf.set(after, before);
  }
  const used = new Set<string>();
  walk(blocks, (block) => {
    const id = block.clientId;
    const former = formerIdOf.get(id);
    const inherited = former === undefined ? undefined : previous.keys.get(former);
    let key = previous.keys.get(id) ?? inherited ?? id;
    if (used.has(key)) key = id;
    used.add(key);
    keys.set(id, key);
  });
  return { blocks, keys };
}

/**
 * The blocks whose rows are collapsed, from the row keys a person collapsed: held by row key, a
 * collapsed submenu stays collapsed when its block takes a new id in place (a first sync).
 */
export function collapsedBlocks(
  keys: ReadonlyMap<string, string>,
  collapsedKeys: ReadonlySet<string>,
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const [id, key] of keys) if (collapsedKeys.has(key)) ids.add(id);
  return ids;
}
