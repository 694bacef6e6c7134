import { type BlockRegistry, blockAttributes, createBlock } from '@atelier/blocks';
import { type BlockEditorState, singleSelection, type Verb } from './block-editor-state';
import { withClientIds } from './editor-block';
import { richTextAttribute } from './rich-text-attribute';
import { childrenOf, findBlock, findLocation, withInserted, withoutBlocks } from './tree';
import { updateAttributes } from './update-attributes';

export interface SplitBlockArgs {
  clientId: string;
  /** Rich text before the caret (stays in the block). */
  before: string;
  /** Rich text after the caret (goes into the new block). */
  after: string;
}

/** A heading split at its end continues with a paragraph, like the block editor does. */
function nameAfterSplit(name: string, after: string): string {
  return name === 'core/heading' && after === '' ? 'core/paragraph' : name;
}

/**
 * Enter in rich text: the block keeps the text before the caret and a new block after it gets the
 * rest (same type and settings; a paragraph after a heading's end). Enter in an empty last list
 * item leaves the list: the item becomes a paragraph after it. The caret goes to the new block.
 */
export const splitBlock: Verb<SplitBlockArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  const attribute = richTextAttribute(block?.name ?? null);
  if (block === undefined || block.name === null || attribute === undefined) return state;
  const location = findLocation(state.blocks, block.clientId);
  if (location === null) return state;

  if (block.name === 'core/list-item' && args.before === '' && args.after === '') {
    const leftList = leaveList(state, block.clientId, registry);
    if (leftList !== null) return leftList;
  }

  const first = updateAttributes(
    state,
    { clientId: block.clientId, attributes: { [attribute]: args.before } },
    registry,
  );
  const name = nameAfterSplit(block.name, args.after);
  const attributes =
    name === block.name
      ? { ...blockAttributes(registry, block), [attribute]: args.after, metadata: undefined }
      : { content: args.after };
  const created = withClientIds(createBlock(registry, name, attributes));
  const blocks = withInserted(registry, first.blocks, location.parentId, location.index + 1, [
    created,
  ]);
  return { blocks, selection: singleSelection(created.clientId, 0) };
};

/** An empty last list item becomes a paragraph after its list (an emptied list goes too). */
function leaveList(state: BlockEditorState, itemId: string, registry: BlockRegistry) {
  const itemLocation = findLocation(state.blocks, itemId);
  if (itemLocation === null || itemLocation.parentId === null) return null;
  const listId = itemLocation.parentId;
  const items = childrenOf(state.blocks, listId);
  const listLocation = findLocation(state.blocks, listId);
  if (itemLocation.index !== items.length - 1 || listLocation === null) return null;
  const paragraph = withClientIds(createBlock(registry, 'core/paragraph'));
  const withParagraph = withInserted(
    registry,
    state.blocks,
    listLocation.parentId,
    listLocation.index + 1,
    [paragraph],
  );
  const gone = new Set(items.length === 1 ? [listId] : [itemId]);
  return {
    blocks: withoutBlocks(registry, withParagraph, gone),
    selection: singleSelection(paragraph.clientId, 0),
  };
}
