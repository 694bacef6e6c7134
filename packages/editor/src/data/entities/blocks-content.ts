import { type BlockNode, parse, serializeBlock } from '@atelier/blocks';

/**
 * The seam between the store and the block grammar: a `blocks` edit holds a parsed tree, which is
 * serialised into `content` to compare and to save. Results are cached per tree / per string.
 */

const serialized = new WeakMap<readonly BlockNode[], string>();
const serializedBlocks = new WeakMap<BlockNode, string>();
const parsed = new Map<string, BlockNode[]>();
const PARSE_CACHE_SIZE = 20;

export function isBlockTree(value: unknown): value is readonly BlockNode[] {
  return Array.isArray(value);
}

/** One block's markup, kept by block object (blocks are immutable). */
export function blockMarkup(block: BlockNode): string {
  let markup = serializedBlocks.get(block);
  if (markup === undefined) {
    markup = serializeBlock(block);
    serializedBlocks.set(block, markup);
  }
  return markup;
}

/**
 * The content string of a block tree. Each top-level block's markup is kept by block object
 * (blocks are immutable; an edit copies only the changed block and its ancestors), so a
 * keystroke serialises the one top-level block it changed and joins the others' known markup,
 * whatever the number of blocks.
 */
export function serializeBlocks(blocks: readonly BlockNode[]): string {
  const known = serialized.get(blocks);
  if (known !== undefined) return known;
  let text = '';
  for (const block of blocks) text += blockMarkup(block);
  serialized.set(blocks, text);
  return text;
}

/** The block tree of a content string (the same tree for the same string while cached). */
export function parseContent(content: string): BlockNode[] {
  const known = parsed.get(content);
  if (known !== undefined) return known;
  const blocks = parse(content);
  if (parsed.size >= PARSE_CACHE_SIZE) {
    const oldest = parsed.keys().next();
    if (!oldest.done) parsed.delete(oldest.value);
  }
  parsed.set(content, blocks);
  return blocks;
}
