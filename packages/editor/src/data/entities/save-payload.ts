import { isBlockTree, serializeBlocks } from './blocks-content';
import type { Edits } from './store-state';

/**
 * The body of a save: the record's edits, with an edited block tree serialised into `content`
 * (the tree itself is never sent).
 */
export function savePayload(edits: Edits): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(edits)) {
    if (prop === 'blocks') {
      if (isBlockTree(value)) payload.content = serializeBlocks(value);
      continue;
    }
    payload[prop] = value;
  }
  return payload;
}
