import type { BlockEditorState } from './block-editor-state';
import { childrenOf, findBlock, findLocation } from './tree';

/**
 * The selected client ids in document order: one block, or the siblings from anchor to focus.
 * Empty when nothing is selected or the selection no longer exists.
 */
export function selectedClientIds(state: BlockEditorState): string[] {
  const { selection, blocks } = state;
  if (selection === null) return [];
  const { anchor, focus } = selection;
  if (anchor.clientId === focus.clientId) {
    return findBlock(blocks, anchor.clientId) === undefined ? [] : [anchor.clientId];
  }
  const from = findLocation(blocks, anchor.clientId);
  const to = findLocation(blocks, focus.clientId);
  if (from === null || to === null || from.parentId !== to.parentId) return [];
  const siblings = childrenOf(blocks, from.parentId);
  const start = Math.min(from.index, to.index);
  const end = Math.max(from.index, to.index);
  return siblings.slice(start, end + 1).map((block) => block.clientId);
}
