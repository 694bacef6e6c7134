import type { BlockNode } from '../grammar/block-node';
import { parse } from '../grammar/parse';
import type { StoredContent } from './render-context';

/**
 * Markup parsed for an object that kept no tree (a post's content), by that object: the server
 * keeps one object per post and site content version, so the post is parsed once per version.
 * The markup is kept beside the tree, so content changed in place is parsed again.
 */
const parsedContent = new WeakMap<object, { content: string; blocks: readonly BlockNode[] }>();

/**
 * The blocks of looked-up content: the tree the look-up kept, else `content` parsed (once per
 * object and markup). Every render shares the tree, so nothing may change it.
 */
export function storedBlocks(
  stored: Pick<StoredContent, 'content' | 'blocks'>,
): readonly BlockNode[] {
  if (stored.blocks !== undefined) return stored.blocks;
  const kept = parsedContent.get(stored);
  if (kept !== undefined && kept.content === stored.content) return kept.blocks;
  const blocks = parse(stored.content);
  parsedContent.set(stored, { content: stored.content, blocks });
  return blocks;
}
