import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';

/** `core/term-description`: the description of the archive's term (trusted HTML from the server). */
export const termDescription: BlockType = {
  name: 'core/term-description',
  title: 'Term Description',
  category: 'theme',
  icon: 'text',
  description:
    'Display the description of categories, tags and custom taxonomies when viewing an archive.',
  attributes: { textAlign: { type: 'string' } },
  supports: {
    align: ['wide', 'full'],
    html: false,
    color: { link: true },
    spacing: { padding: true, margin: true },
    typography: { fontSize: true, lineHeight: true },
  },
  render: ({ attributes, blockType, context }) => {
    const description = context.mainQuery?.archive?.description ?? '';
    if (description.trim() === '') return '';
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      description,
    );
  },
};
