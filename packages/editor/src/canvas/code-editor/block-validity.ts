import { type BlockRegistry, validateBlock } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';
import { isWrittenByEditor } from '../state/editor-written';

interface Checked {
  name: string | null;
  innerHTML: string;
  innerBlockCount: number;
  invalid: boolean;
}

/**
 * Results by what validation reads: the block's own markup (`innerContent`, `innerHTML`), its
 * comment attributes, its name and how many inner blocks it holds. An edit copies the ancestors of
 * the changed block with the very same markup and attributes, so they are not checked again on
 * every keystroke; only the changed block is.
 */
const checked = new WeakMap<readonly unknown[], WeakMap<object, Checked>>();

/**
 * Whether a block's saved HTML is what its type's `save` writes (earlier formats count too);
 * free-form and unknown blocks are left to their own views. A block the editor wrote with its
 * type's `save` (an attribute change, each keystroke) is valid by construction: validation is for
 * markup that came from outside (parse, the code editor, paste).
 */
export function isInvalidBlock(registry: BlockRegistry, block: EditorBlock): boolean {
  if (isWrittenByEditor(block)) return false;
  const byAttributes = checked.get(block.innerContent) ?? new WeakMap<object, Checked>();
  const known = byAttributes.get(block.attributes);
  if (
    known !== undefined &&
    known.name === block.name &&
    known.innerHTML === block.innerHTML &&
    known.innerBlockCount === block.innerBlocks.length
  ) {
    return known.invalid;
  }
  const type = block.name === null ? undefined : registry.get(block.name);
  const invalid = type !== undefined && !validateBlock(type, block).isValid;
  byAttributes.set(block.attributes, {
    name: block.name,
    innerHTML: block.innerHTML,
    innerBlockCount: block.innerBlocks.length,
    invalid,
  });
  checked.set(block.innerContent, byAttributes);
  return invalid;
}
