import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { storedBlocks } from '../../render/stored-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';

/** `core/post-content`: the current post's content, rendered; a post never renders inside itself. */
export const postContent: BlockType = {
  name: 'core/post-content',
  title: 'Content',
  category: 'theme',
  icon: 'text-page',
  description: 'Displays the contents of a post or page.',
  usesContext: ['postId', 'postType', 'queryId'],
  attributes: {
    tagName: { type: 'string', default: 'div' },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    layout: true,
    dimensions: { minHeight: true },
    spacing: { blockGap: true, padding: true, margin: true },
    color: { gradients: true, heading: true, link: true },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context, guard, renderBlocks }) => {
    const post = context.post;
    if (post === undefined || post === null) return '';
    const content = await guard(`post:${post.id}`, (inner) =>
      renderBlocks(storedBlocks(post), inner),
    );
    const wrapper = wrapperAttributes(blockType, attributes, { className: 'entry-content' });
    const tagName =
      attributes.tagName === 'main' || attributes.tagName === 'section'
        ? attributes.tagName
        : 'div';
    return tag(tagName, wrapper, content);
  },
};
