import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';

/** `core/accordion-panel`: the content an accordion heading shows and hides (a region). */
export const accordionPanel: BlockType = {
  name: 'core/accordion-panel',
  title: 'Accordion Panel',
  category: 'design',
  icon: 'group',
  description: 'Displays an accordion panel.',
  parent: ['core/accordion-item'],
  attributes: {
    allowedBlocks: { type: 'array' },
    templateLock: {
      type: ['string', 'boolean'],
      enum: ['all', 'insert', 'contentOnly', false],
      default: false,
    },
    openByDefault: { type: 'boolean', default: false },
    isSelected: { type: 'boolean', default: false },
  },
  supports: {
    color: { background: true, gradients: true },
    spacing: { padding: true, blockGap: true },
    border: { color: true, radius: true, style: true, width: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      textTransform: true,
      textDecoration: true,
      letterSpacing: true,
    },
    shadow: true,
    layout: true,
  },
  save: ({ attributes, blockType }) =>
    tag('div', { role: 'region', ...wrapperAttributes(blockType, attributes) }, INNER_BLOCKS),
};
