import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';

/**
 * The column's `flex-basis` as the block editor writes it: only for a width with a digit in it,
 * and a percentage rounded to twelve decimals.
 */
export function flexBasis(width: unknown): string | undefined {
  if (typeof width !== 'string' || !/\d/.test(width)) return undefined;
  if (!width.endsWith('%')) return width;
  const scale = 1_000_000_000_000;
  return `${Math.round(Number.parseFloat(width) * scale) / scale}%`;
}

/** `core/column`: one column; `width` becomes `flex-basis`. */
export const column: BlockType = {
  name: 'core/column',
  title: 'Column',
  category: 'design',
  icon: 'column',
  description: 'A single column within a columns block.',
  parent: ['core/columns'],
  attributes: {
    verticalAlignment: { type: 'string' },
    width: { type: 'string' },
    allowedBlocks: { type: 'array' },
    templateLock: { type: ['string', 'boolean'], enum: ['all', 'insert', 'contentOnly', false] },
  },
  supports: {
    anchor: true,
    reusable: false,
    html: false,
    color: { gradients: true, heading: true, button: true, link: true },
    shadow: true,
    spacing: { blockGap: true, padding: true },
    border: { color: true, radius: true, style: true, width: true },
    typography: { fontSize: true, lineHeight: true },
    layout: true,
  },
  save: ({ attributes, blockType }) => {
    const align = optionalText(attributes, 'verticalAlignment');
    const width = flexBasis(attributes.width);
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: align === undefined ? undefined : `is-vertically-aligned-${align}`,
        style: width === undefined ? [] : [['flex-basis', width]],
      }),
      INNER_BLOCKS,
    );
  },
};
