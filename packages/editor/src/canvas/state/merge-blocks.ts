import { type BlockRegistry, blockAttributes, createBlock } from '@atelier/blocks';
import { type BlockEditorState, singleSelection, type Verb } from './block-editor-state';
import { type EditorBlock, withClientIds } from './editor-block';
import { htmlToText, richTextAttribute } from './rich-text-attribute';
import { childrenOf, findBlock, findLocation, withInserted, withoutBlocks } from './tree';
import { updateAttributes } from './update-attributes';

/** The block whose text receives a merge: the block itself, or the last text inside a container. */
function mergeTarget(block: EditorBlock): EditorBlock | undefined {
  if (richTextAttribute(block.name) !== undefined) return block;
  const last = block.innerBlocks.at(-1);
  return last === undefined ? undefined : mergeTarget(last);
}

/** A block's rich text (a sourced attribute: read from its saved HTML). */
function richTextOf(registry: BlockRegistry, block: EditorBlock, attribute: string): string {
  const value = blockAttributes(registry, block)[attribute];
  if (typeof value === 'string') return value;
  return '';
}

/**
 * Backspace at the start of a block's text: its text joins the end of the previous block (or the
 * last text inside it, e.g. a list's last item) and the block goes; the caret stands at the join.
 * An empty block with nothing to join is removed; a non-empty one next to a block without text
 * only moves the selection there.
 */
export const mergeBlocks: Verb<{ clientId: string }> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  const location = findLocation(state.blocks, args.clientId);
  const attribute = richTextAttribute(block?.name ?? null);
  if (block === undefined || location === null || attribute === undefined) return state;
  const previous = childrenOf(state.blocks, location.parentId)[location.index - 1];
  if (previous === undefined) {
    if (location.parentId === null) return state;
    if (block.name === 'core/list-item' && block.innerBlocks.length === 0) {
      return listItemToParagraph(state, registry, block, location.parentId);
    }
    return { ...state, selection: singleSelection(location.parentId) };
  }
  const incoming = richTextOf(registry, block, attribute);
  const target = mergeTarget(previous);
  const targetAttribute = richTextAttribute(target?.name ?? null);
  if (target === undefined || targetAttribute === undefined || block.innerBlocks.length > 0) {
    if (incoming !== '') return { ...state, selection: singleSelection(previous.clientId) };
    return {
      blocks: withoutBlocks(registry, state.blocks, new Set([block.clientId])),
      selection: singleSelection(previous.clientId),
    };
  }
  const existing = richTextOf(registry, target, targetAttribute);
  const joined = updateAttributes(
    state,
    { clientId: target.clientId, attributes: { [targetAttribute]: existing + incoming } },
    registry,
  );
  return {
    blocks: withoutBlocks(registry, joined.blocks, new Set([block.clientId])),
    selection: singleSelection(target.clientId, htmlToText(existing).length),
  };
};

/**
 * Backspace at the start of a list's first item: the item leaves the list as a paragraph before
 * it (the list goes when it empties), keeping its text; the caret stays at its start.
 */
function listItemToParagraph(
  state: BlockEditorState,
  registry: BlockRegistry,
  item: EditorBlock,
  listId: string,
): BlockEditorState {
  const listLocation = findLocation(state.blocks, listId);
  if (listLocation === null) return state;
  const content = richTextOf(registry, item, 'content');
  const paragraph = withClientIds(createBlock(registry, 'core/paragraph', { content }));
  const withParagraph = withInserted(
    registry,
    state.blocks,
    listLocation.parentId,
    listLocation.index,
    [paragraph],
  );
  const emptied = childrenOf(state.blocks, listId).length === 1;
  return {
    blocks: withoutBlocks(registry, withParagraph, new Set([emptied ? listId : item.clientId])),
    selection: singleSelection(paragraph.clientId, 0),
  };
}
