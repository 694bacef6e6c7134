import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { accordionIdCounterFrom } from '../accordion/accordion-ids';
import { flag } from '../attribute-values';
import { connectAccordionItem } from './connect-accordion-item';

/**
 * `core/accordion-item`: one heading and its panel. Saved with `is-open` when it starts open;
 * rendered with the heading button and the panel tied together (ids, `aria-controls`,
 * `aria-expanded`, `aria-labelledby`) and a closed panel `hidden="until-found"`, as WordPress
 * renders it before its script runs.
 */
export const accordionItem: BlockType = {
  name: 'core/accordion-item',
  title: 'Accordion Item',
  category: 'design',
  icon: 'list-view',
  description: 'Wraps the heading and panel in one unit.',
  parent: ['core/accordion'],
  allowedBlocks: ['core/accordion-heading', 'core/accordion-panel'],
  attributes: {
    openByDefault: { type: 'boolean', default: false },
  },
  providesContext: { 'core/accordion-open-by-default': 'openByDefault' },
  supports: {
    html: false,
    color: { background: true, gradients: true },
    spacing: { margin: ['top', 'bottom'], padding: ['top', 'bottom'], blockGap: true },
    border: { color: true, radius: true, style: true, width: true },
    shadow: true,
    layout: { allowEditing: false },
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
  },
  save: ({ attributes, blockType }) =>
    tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(flag(attributes, 'openByDefault') && 'is-open'),
      }),
      INNER_BLOCKS,
    ),
  render: async ({ attributes, block, context, renderInner }) => {
    const html = await renderInner();
    const id = accordionIdCounterFrom(context.blockContext, block.innerHTML).next();
    return connectAccordionItem(html, id, flag(attributes, 'openByDefault'));
  },
};
