import { type BlockRegistry, createBlock } from '@atelier/blocks';
import { type BlockEditorState, singleSelection, type Verb } from './block-editor-state';
import type { EditorBlock } from './editor-block';
import { withClientIds } from './editor-block';
import { richTextAttribute } from './rich-text-attribute';
import {
  ancestorIds,
  childrenOf,
  findBlock,
  findLocation,
  setChildren,
  withInserted,
} from './tree';
import { updateAttributes } from './update-attributes';

export interface PasteBlocksArgs {
  /** The block the caret was in. */
  clientId: string;
  /** Its rich text before and after the caret. */
  before: string;
  after: string;
  blocks: readonly EditorBlock[];
}

function fits(
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
function outerInsertionPoint(
  state: BlockEditorState,
  registry: BlockRegistry,
  parentId: string | null,
  blocks: readonly EditorBlock[],
): { parentId: string | null; index: number } | null {
  if (fits(state, registry, parentId, blocks)) return null;
  let current = parentId;
  while (current !== null) {
    const location = findLocation(state.blocks, current);
    if (location === null) return null;
    if (fits(state, registry, location.parentId, blocks)) {
      return { parentId: location.parentId, index: location.index + 1 };
    }
    current = location.parentId;
  }
  return null;
}

/**
 * Pasting blocks into rich text: the block keeps the text before the caret, the pasted blocks
 * follow, then a block of the same type with the text after it. An empty block is replaced.
 * Blocks the parent cannot hold go after the nearest ancestor that can take them.
 */
export const pasteBlocks: Verb<PasteBlocksArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  const location = findLocation(state.blocks, args.clientId);
  const attribute = richTextAttribute(block?.name ?? null);
  const last = args.blocks.at(-1);
  if (block === undefined || block.name === null || location === null || last === undefined) {
    return state;
  }
  const outside = outerInsertionPoint(state, registry, location.parentId, args.blocks);
  if (outside !== null) {
    return {
      blocks: withInserted(registry, state.blocks, outside.parentId, outside.index, args.blocks),
      selection: singleSelection(last.clientId, 'end'),
    };
  }
  const keepsBlock = args.before !== '' && attribute !== undefined;
  const base = keepsBlock
    ? updateAttributes(
        state,
        { clientId: block.clientId, attributes: { [attribute]: args.before } },
        registry,
      )
    : state;
  const rest =
    args.after !== '' && attribute !== undefined
      ? [withClientIds(createBlock(registry, block.name, { [attribute]: args.after }))]
      : [];
  const siblings = childrenOf(base.blocks, location.parentId);
  const at = location.index + (keepsBlock ? 1 : 0);
  const children = [
    ...siblings.slice(0, at),
    ...args.blocks,
    ...rest,
    ...siblings.slice(location.index + 1),
  ];
  return {
    blocks: setChildren(registry, base.blocks, location.parentId, children),
    selection: singleSelection(last.clientId, 'end'),
  };
};
