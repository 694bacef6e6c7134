import { type BlockAttributes, type BlockRegistry, validateBlock } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';
import { isWrittenByEditor } from '../state/editor-written';

interface Checked {
  name: string | null;
  innerHTML: string;
  innerBlockCount: number;
  invalid: boolean;
  /** What validation sourced from the markup (none for a type not registered). */
  attributes: BlockAttributes | undefined;
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
  const known = checkOf(block);
  if (known !== undefined) return known.invalid;
  const type = block.name === null ? undefined : registry.get(block.name);
  const validation = type === undefined ? undefined : validateBlock(type, block);
  const byAttributes = checked.get(block.innerContent) ?? new WeakMap<object, Checked>();
  byAttributes.set(block.attributes, {
    name: block.name,
    innerHTML: block.innerHTML,
    innerBlockCount: block.innerBlocks.length,
    invalid: validation !== undefined && !validation.isValid,
    attributes: validation?.attributes,
  });
  checked.set(block.innerContent, byAttributes);
  return validation !== undefined && !validation.isValid;
}

function checkOf(block: EditorBlock): Checked | undefined {
  const known = checked.get(block.innerContent)?.get(block.attributes);
  return known !== undefined &&
    known.name === block.name &&
    known.innerHTML === block.innerHTML &&
    known.innerBlockCount === block.innerBlocks.length
    ? known
    : undefined;
}

/**
 * The attributes validation sourced from this block's HTML when `isInvalidBlock` has checked it
 * (the same markup, comment attributes, name and inner block count), else undefined. They are
 * what `blockAttributes` would read from the HTML again: the block's view takes them instead of
 * parsing its markup a second time. Shared, not copied: read them, never change them.
 */
export function validatedAttributes(block: EditorBlock): BlockAttributes | undefined {
  return checkOf(block)?.attributes;
}
