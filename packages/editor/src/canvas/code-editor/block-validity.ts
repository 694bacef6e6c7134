import { type BlockRegistry, validateBlock } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';

const known = new WeakMap<EditorBlock, boolean>();

/**
 * Whether a block's saved HTML is what its type's `save` writes (earlier formats count too);
 * free-form and unknown blocks are left to their own views. Cached per block object, so a block
 * is checked once per change.
 */
export function isInvalidBlock(registry: BlockRegistry, block: EditorBlock): boolean {
  const cached = known.get(block);
  if (cached !== undefined) return cached;
  const type = block.name === null ? undefined : registry.get(block.name);
  const invalid = type !== undefined && !validateBlock(type, block).isValid;
  known.set(block, invalid);
  return invalid;
}
