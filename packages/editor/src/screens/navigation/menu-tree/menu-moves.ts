import type { EditorBlock } from '../../../canvas/state/editor-block';
import type { MoveBlocksArgs } from '../../../canvas/state/move-blocks';
import { childrenOf, findLocation, isInside } from '../../../canvas/state/tree';

/**
 * Where dragged items land when dropped on a row: before or after it, among its siblings. Null
 * when the drop changes nothing sensible (an item dropped on itself or into its own children,
 * items that are not in the menu).
 */
export function dropMove(
  blocks: readonly EditorBlock[],
  draggedIds: readonly string[],
  targetId: string,
  side: 'before' | 'after',
): MoveBlocksArgs | null {
  if (draggedIds.length === 0) return null;
  const target = findLocation(blocks, targetId);
  if (target === null) return null;
  if (draggedIds.some((id) => findLocation(blocks, id) === null)) return null;
  if (draggedIds.some((id) => isInside(blocks, targetId, id))) return null;
  const siblings = childrenOf(blocks, target.parentId).filter(
    (sibling) => !draggedIds.includes(sibling.clientId),
  );
  const at = siblings.findIndex((sibling) => sibling.clientId === targetId);
  return {
    clientIds: draggedIds,
    parentId: target.parentId,
    index: side === 'before' ? at : at + 1,
  };
}

/** Whether an item can move one place up (-1) or down (1) among its siblings. */
export function canMoveBy(
  blocks: readonly EditorBlock[],
  clientId: string,
  delta: -1 | 1,
): boolean {
  const location = findLocation(blocks, clientId);
  if (location === null) return false;
  const next = location.index + delta;
  return next >= 0 && next < childrenOf(blocks, location.parentId).length;
}

/** The client ids a drag carries (JSON array in the drag data); none when it is not one. */
export function readDraggedIds(data: string): string[] {
  try {
    const parsed: unknown = JSON.parse(data);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
