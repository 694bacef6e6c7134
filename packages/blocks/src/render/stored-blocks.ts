import type { BlockNode } from '../grammar/block-node';
import { parse } from '../grammar/parse';
import type { StoredContent } from './render-context';

/** The blocks of looked-up content: the tree the look-up kept, else `content` parsed now. */
export function storedBlocks(stored: StoredContent): readonly BlockNode[] {
  return stored.blocks ?? parse(stored.content);
}
