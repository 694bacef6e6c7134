import { type BlockNode, parse, serialize } from '@atelier/blocks';

/**
 * The seam between the store and the block grammar: a `blocks` edit holds a parsed tree, which is
 * serialised into `content` to compare and to save. Results are cached per tree / per string.
 */

const serialized = new WeakMap<readonly BlockNode[], string>();
const parsed = new Map<string, BlockNode[]>();
const PARSE_CACHE_SIZE = 20;

export function isBlockTree(value: unknown): value is readonly BlockNode[] {
  return Array.isArray(value);
}

/** The content string of a block tree. */
export function serializeBlocks(blocks: readonly BlockNode[]): string {
  const known = serialized.get(blocks);
  if (known !== undefined) return known;
  const text = serialize(blocks);
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
