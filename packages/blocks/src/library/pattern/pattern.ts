import type { BlockType } from '../../registry/block-type';
import { storedBlocks } from '../../render/stored-blocks';
import { optionalText } from '../attribute-values';

/** `core/pattern`: a theme pattern rendered in place by slug. */
export const pattern: BlockType = {
  name: 'core/pattern',
  title: 'Pattern placeholder',
  category: 'theme',
  icon: 'layout',
  description: 'Show a block pattern.',
  attributes: {
    slug: { type: 'string' },
  },
  supports: { html: false, inserter: false, className: false, customClassName: false },
  render: async ({ attributes, context, guard, renderBlocks }) => {
    const slug = optionalText(attributes, 'slug');
    if (slug === undefined) return '';
    const found = await context.lookups.themePattern(slug);
    if (found === null) return '';
    return guard(`pattern:${slug}`, (inner) => renderBlocks(storedBlocks(found), inner));
  },
};
