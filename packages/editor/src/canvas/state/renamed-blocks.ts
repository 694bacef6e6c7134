import { pairBlockTrees } from '@atelier/blocks';
import type { EditorBlock } from './editor-block';

/**
 * Which block took which new id when a record's blocks took new ids all at once (a shared
 * record's first sync gives every block the document's id): a block of `before` at the same
 * place and with the same name as a block of `after` is that block (`pairBlockTrees`).
 */
export function renamedBlocks(
  before: readonly EditorBlock[],
  after: readonly EditorBlock[],
): ReadonlyMap<string, string> {
  const renamed = new Map<string, string>();
  pairBlockTrees(before, after, (old, fresh) => {
    if (old.clientId !== fresh.clientId) renamed.set(old.clientId, fresh.clientId);
  });
  return renamed;
}
