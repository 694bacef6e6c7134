import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, text } from '../attribute-values';

/** `core/details`: a `<details>` with a `<summary>` and inner blocks. */
export const details: BlockType = {
  name: 'core/details',
  title: 'Details',
  category: 'text',
  icon: 'arrow-right',
  description: 'Hide and show additional content.',
  keywords: ['accordion', 'summary', 'toggle', 'disclosure'],
  example: {
    attributes: { summary: 'What is included?', showContent: true },
    innerBlocks: [
      {
        name: 'core/paragraph',
        attributes: { content: 'Everything you need to get started, and nothing you do not.' },
      },
    ],
  },
  attributes: {
    showContent: { type: 'boolean', default: false },
    summary: { type: 'string', source: 'html', selector: 'summary', default: '', role: 'content' },
  },
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    color: { gradients: true, link: true },
    border: { color: true, radius: true, style: true, width: true },
    spacing: { margin: true, padding: true, blockGap: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true },
    layout: { allowEditing: false },
  },
  save: ({ attributes, blockType }) =>
    tag(
      'details',
      { ...wrapperAttributes(blockType, attributes), open: flag(attributes, 'showContent') },
      `${tag('summary', {}, text(attributes, 'summary'))}${INNER_BLOCKS}`,
    ),
};
