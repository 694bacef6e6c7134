import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';

/** `core/list-item`: one `<li>`; a nested list is an inner block. */
export const listItem: BlockType = {
  name: 'core/list-item',
  title: 'List item',
  category: 'text',
  icon: 'editor-ul',
  description: 'An individual item within a list.',
  parent: ['core/list'],
  allowedBlocks: ['core/list'],
  attributes: {
    placeholder: { type: 'string' },
    content: { type: 'string', source: 'html', selector: 'li', default: '', role: 'content' },
  },
  supports: {
    anchor: true,
    className: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
  },
  save: ({ attributes, blockType }) =>
    tag(
      'li',
      wrapperAttributes(blockType, attributes),
      `${text(attributes, 'content')}${INNER_BLOCKS}`,
    ),
};
