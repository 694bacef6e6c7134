import type { BlockType } from '../../registry/block-type';
import { text } from '../attribute-values';

/**
 * `core/more`: the "more" marker that ends a post's teaser, saved as WordPress's
 * `<!--more-->` HTML comment (with its custom link text, and `<!--noteaser-->` when the teaser
 * is hidden on the post's own page). Visitors never see the marker itself.
 */
export const more: BlockType = {
  name: 'core/more',
  title: 'More',
  category: 'design',
  icon: 'more',
  description: 'Content before this block will be shown in the excerpt on your archives page.',
  keywords: ['read more'],
  attributes: {
    customText: { type: 'string', default: '' },
    noTeaser: { type: 'boolean', default: false },
  },
  supports: { customClassName: false, className: false, html: false, multiple: false },
  save: ({ attributes }) => {
    const customText = text(attributes, 'customText').replaceAll('--', '');
    const marker = customText === '' ? '<!--more-->' : `<!--more ${customText}-->`;
    return attributes.noTeaser === true ? `${marker}\n<!--noteaser-->` : marker;
  },
};
