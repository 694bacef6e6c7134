import { type BlockType, duotoneStyles } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';

/**
 * The duotone of a block in the canvas, as the public renderer gives it: `wp-duotone-{slug}` (the
 * global stylesheet holds its rule and the frame its SVG filter), or for `unset` a class of its
 * own (named after the client id) and the rule that removes an inherited filter.
 */
export function canvasDuotone(
  blockType: BlockType,
  block: Pick<EditorBlock, 'clientId' | 'attributes'>,
): { classes: string[]; css: string } {
  const style = duotoneStyles(blockType, block.attributes);
  if (style === undefined) return { classes: [], css: '' };
  const classes = [...style.classes];
  if (style.ownClass !== undefined) classes.push(`${style.ownClass}${block.clientId}`);
  const owner = classes.at(-1);
  const selector = owner === undefined ? '' : `.${owner}`;
  const css = style.rules.map((rule) => rule.replaceAll('{selector}', selector)).join('');
  return { classes, css };
}
