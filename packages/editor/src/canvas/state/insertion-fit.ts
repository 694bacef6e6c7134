import type { BlockRegistry } from '@atelier/blocks';
import type { BlockEditorState } from './block-editor-state';
import type { EditorBlock } from './editor-block';
import { ancestorIds, findBlock, findLocation } from './tree';

/** Whether every block may be a child of this parent (null: the top level). */
export function fitsIn(
  state: BlockEditorState,
  registry: BlockRegistry,
  parentId: string | null,
  blocks: readonly EditorBlock[],
): boolean {
  const parentName = parentId === null ? null : (findBlock(state.blocks, parentId)?.name ?? null);
  const ancestors =
    parentId === null
      ? []
      : ancestorIds(state.blocks, parentId).flatMap((id) => {
          const name = findBlock(state.blocks, id)?.name;
          return name === null || name === undefined ? [] : [name];
        });
  return blocks.every(
    (block) => block.name === null || registry.canInsert(block.name, parentName, ancestors),
  );
}

/**
 * Where pasted blocks go when the block's parent cannot hold them (paragraphs pasted into a list
 * item): after the nearest ancestor whose parent can. Null when they fit where the caret is.
 */
export function outerInsertionPoint(
  state: BlockEditorState,
  registry: BlockRegistry,
  parentId: string | null,
  blocks: readonly EditorBlock[],
): { parentId: string | null; index: number } | null {
  if (fitsIn(state, registry, parentId, blocks)) return null;
  let current = parentId;
  while (current !== null) {
    const location = findLocation(state.blocks, current);
    if (location === null) return null;
    if (fitsIn(state, registry, location.parentId, blocks)) {
      return { parentId: location.parentId, index: location.index + 1 };
    }
    current = location.parentId;
  }
  return null;
}
