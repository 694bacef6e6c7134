import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';

/**
 * `core/comments`: Atelier has no comments yet, so the section always renders closed (a short
 * notice, and nothing for pages whose comments are closed anyway).
 */
export const comments: BlockType = {
  name: 'core/comments',
  title: 'Comments',
  category: 'theme',
  icon: 'admin-comments',
  description:
    'An advanced block that allows displaying post comments using different visual configurations.',
  usesContext: ['postId', 'postType'],
  attributes: {
    tagName: { type: 'string', default: 'div' },
    legacy: { type: 'boolean', default: false },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true, heading: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    const post = context.post;
    if (post === undefined || post === null || post.commentStatus !== 'open') return '';
    return tag(
      'div',
      wrapperAttributes(blockType, attributes),
      tag('p', { class: 'wp-block-comments__closed' }, 'Comments are closed.'),
    );
  },
};
