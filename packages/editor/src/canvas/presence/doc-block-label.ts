import type { BlockRegistry } from '@atelier/blocks';
import { BLOCK_KEYS, DOC_ROOTS } from '@atelier/collab';
import * as Y from 'yjs';
import { blockLabel } from '../block-list/block-label';

/** What a block whose map is missing is called (it was removed while someone had it selected). */
export const UNKNOWN_BLOCK_LABEL = 'a block';

/**
 * The name of a block of a record document as the canvas and List View show it: the name given
 * to it (`metadata.name`), else its type's title.
 */
export function docBlockLabel(doc: Y.Doc, registry: BlockRegistry, clientId: string): string {
  const map = doc.getMap<unknown>(DOC_ROOTS.blocks).get(clientId);
  if (!(map instanceof Y.Map)) return UNKNOWN_BLOCK_LABEL;
  const stored = map.get(BLOCK_KEYS.name);
  const name = typeof stored === 'string' ? stored : null;
  const attributes = map.get(BLOCK_KEYS.attributes);
  const metadata = attributes instanceof Y.Map ? attributes.get('metadata') : undefined;
  const block = {
    clientId,
    name,
    attributes: metadata === undefined ? {} : { metadata },
    innerBlocks: [],
    innerHTML: '',
    innerContent: [],
  };
  return blockLabel(block, name === null ? undefined : registry.get(name)?.title);
}
