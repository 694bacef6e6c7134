import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag } from '../attribute-values';
import { ACCORDION_IDS_CONTEXT, accordionIdCounter } from './accordion-ids';

/**
 * `core/accordion`: a group of items, each a heading button that shows or hides its panel. Saved
 * as a `role="group"` container; at render time it hands its items a counter for their ids and
 * marks itself `data-accordion-autoclose` when opening one item closes the others (the view
 * script reads it).
 */
export const accordion: BlockType = {
  name: 'core/accordion',
  title: 'Accordion',
  category: 'design',
  icon: 'list-view',
  description: 'Displays a group of accordion headings and associated expandable content.',
  keywords: ['faq', 'collapse', 'expand', 'toggle', 'disclosure'],
  example: {
    innerBlocks: [
      {
        name: 'core/accordion-item',
        attributes: {},
        innerBlocks: [
          { name: 'core/accordion-heading', attributes: { title: 'What is included?' } },
          {
            name: 'core/accordion-panel',
            attributes: {},
            innerBlocks: [
              { name: 'core/paragraph', attributes: { content: 'Everything you need to start.' } },
            ],
          },
        ],
      },
    ],
  },
  attributes: {
    iconPosition: { type: 'string', enum: ['left', 'right'], default: 'right' },
    showIcon: { type: 'boolean', default: true },
    autoclose: { type: 'boolean', default: false },
    headingLevel: { type: 'number', default: 3 },
  },
  providesContext: {
    'core/accordion-icon-position': 'iconPosition',
    'core/accordion-show-icon': 'showIcon',
    'core/accordion-heading-level': 'headingLevel',
  },
  allowedBlocks: ['core/accordion-item'],
  supports: {
    html: false,
    align: ['wide', 'full'],
    color: { background: true, gradients: true },
    border: { color: true, radius: true, style: true, width: true },
    spacing: { padding: true, margin: ['top', 'bottom'], blockGap: true },
    shadow: true,
    layout: true,
  },
  save: ({ attributes, blockType }) =>
    tag('div', { role: 'group', ...wrapperAttributes(blockType, attributes) }, INNER_BLOCKS),
  render: async ({ attributes, block, context, renderInner }) => {
    const counter = accordionIdCounter(block.innerHTML);
    const html = await renderInner({
      blockContext: { ...context.blockContext, [ACCORDION_IDS_CONTEXT]: counter },
    });
    if (!flag(attributes, 'autoclose')) return html;
    return html.replace(/^(\s*<div\b)/, '$1 data-accordion-autoclose');
  },
};
