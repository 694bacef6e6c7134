import type { BlockType } from '../../registry/block-type';

/**
 * `core/nextpage`: a page break in a post, saved as WordPress's `<!--nextpage-->` comment.
 * WordPress limits it to post content; a page's blocks here are not inside a post-content block,
 * so the limit is left out (docs/decisions.md).
 */
export const nextpage: BlockType = {
  name: 'core/nextpage',
  title: 'Page Break',
  category: 'design',
  icon: 'page-break',
  description: 'Separate your content into a multi-page experience.',
  keywords: ['next page', 'pagination'],
  attributes: {},
  supports: { customClassName: false, className: false, html: false },
  save: () => '<!--nextpage-->',
};
