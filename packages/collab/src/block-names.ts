import type * as Y from 'yjs';
import { BLOCK_KEYS, blocksMap } from './doc-layout';

/**
 * The block type names the document's blocks use (every block it holds, shown or not), each
 * once: what a registry that loads its types on demand should have before reading it.
 */
export function docBlockNames(doc: Y.Doc): string[] {
  const names = new Set<string>();
  for (const block of blocksMap(doc).values()) {
    const name = block.get(BLOCK_KEYS.name);
    if (typeof name === 'string') names.add(name);
  }
  return [...names];
}
