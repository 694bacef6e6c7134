import type { EditorBlock } from '../state/editor-block';
import { renamedBlocks } from '../state/renamed-blocks';

/**
 * The React keys of one list of blocks, kept across a renaming: a shared record's first sync
 * gives every block the document's id, and a block keyed by its id would mount again then —
 * losing its caret, a composition, a click in flight. Pure: the last answer and the blocks in,
 * the keys out.
 */
export interface BlockKeys {
  blocks: readonly EditorBlock[];
  ids: readonly string[];
  /** Client id → React key. */
  keyOf: ReadonlyMap<string, string>;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, index) => id === b[index]));
}

/**
 * The keys of `blocks`: a block keeps its key; a block with a new id standing where a block now
 * gone stood (same place, same name: `renamedBlocks`) takes that block's key; any other block is
 * keyed by its id. No key is given twice. The same answer when the blocks are the same; the same
 * map when their ids are (a keystroke costs a comparison of ids).
 */
export function followBlockKeys(
  previous: BlockKeys | null,
  blocks: readonly EditorBlock[],
): BlockKeys {
  if (previous !== null && previous.blocks === blocks) return previous;
  const ids = blocks.map((block) => block.clientId);
  if (previous === null) return { blocks, ids, keyOf: new Map(ids.map((id) => [id, id])) };
  if (sameIds(ids, previous.ids)) return { blocks, ids: previous.ids, keyOf: previous.keyOf };
  const present = new Set(ids);
  const formerIdOf = new Map<string, string>();
  const renaming =
    ids.some((id) => !previous.keyOf.has(id)) && previous.ids.some((id) => !present.has(id));
  if (renaming) {
    for (const [before, after] of renamedBlocks(previous.blocks, blocks)) {
      if (!present.has(before) && present.has(after)) formerIdOf.set(after, before);
    }
  }
  const keyOf = new Map<string, string>();
  const used = new Set<string>();
  for (const id of ids) {
    const former = formerIdOf.get(id);
    let key =
      previous.keyOf.get(id) ??
      (former === undefined ? undefined : previous.keyOf.get(former)) ??
      id;
    if (used.has(key)) key = id;
    for (let n = 2; used.has(key); n += 1) key = `${id}~${n}`;
    used.add(key);
    keyOf.set(id, key);
  }
  return { blocks, ids, keyOf };
}
