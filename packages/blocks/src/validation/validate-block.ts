import { getBlockAttributes } from '../attributes/source-attributes';
import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { BlockType, SaveArguments } from '../registry/block-type';
import { INNER_BLOCKS } from '../registry/inner-blocks';
import { firstDifference } from './compare-html';
import { normaliseHtml } from './normalize-html';

const INNER_MARK = '<atelier-inner-blocks></atelier-inner-blocks>';

/** The block's saved HTML with its inner blocks (and the blank lines between them) as one mark. */
function savedHtmlWithInnerMark(node: BlockNode): string {
  const first = node.innerContent.indexOf(null);
  if (first < 0) return node.innerHTML;
  const last = node.innerContent.lastIndexOf(null);
  const before = node.innerContent.slice(0, first).join('');
  const after = node.innerContent.slice(last + 1).join('');
  return `${before}${INNER_MARK}${after}`;
}

/** The outcome of validating one block. */
export interface BlockValidation {
  attributes: BlockAttributes;
  isValid: boolean;
  /** Why the saved HTML does not match what `save` produces now. */
  reason?: string;
}

/**
 * Sources a block's attributes from its saved HTML and checks that `save` reproduces that HTML
 * (compared after normalising whitespace, entities, attribute order, class and style order).
 * Earlier formats in `deprecated` also count as valid. Blocks without `save` are always valid.
 */
export function validateBlock(blockType: BlockType, node: BlockNode): BlockValidation {
  const attributes = getBlockAttributes(blockType, node.innerHTML, node.attributes);
  if (blockType.save === undefined) return { attributes, isValid: true };
  const saved = savedHtmlWithInnerMark(node);
  const args: SaveArguments = { attributes, innerBlocks: node.innerBlocks, blockType };
  const mark = node.innerBlocks.length > 0 ? INNER_MARK : '';
  const current = blockType.save(args).split(INNER_BLOCKS).join(mark);
  // Most saved HTML is exactly what save writes: no need to parse and normalise both sides.
  if (current.trim() === saved.trim()) return { attributes, isValid: true };
  const actual = normaliseHtml(saved);
  const saves = (blockType.deprecated ?? []).map((entry) => entry.save);
  let reason: string | null = null;
  for (const html of [current, ...saves.map((save) => save(args).split(INNER_BLOCKS).join(mark))]) {
    const expected = normaliseHtml(html);
    const difference = firstDifference(expected, actual);
    if (difference === null) return { attributes, isValid: true };
    reason ??= difference;
  }
  return {
    attributes,
    isValid: false,
    reason: `Block ${blockType.name} does not match its saved HTML. ${reason ?? ''}`.trim(),
  };
}
