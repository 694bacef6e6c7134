import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, textAlignClass } from '../attribute-values';
import { commentSource, commentsOpen, contextPostId } from './comment-source';
import { legacyComments } from './comments-legacy';

/**
 * `core/comments`: the comments section of the post in context. Nothing when its comments are
 * closed and it has none; otherwise the saved section with its inner blocks (title, template,
 * pagination, form), or, for the legacy block, WordPress's classic comments template.
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
  render: async ({ attributes, blockType, context, renderInner }) => {
    const postId = contextPostId(context);
    if (postId === undefined) return '';
    const open = commentsOpen(context);
    if (!open && (await commentSource(context).approvedCount(postId)) === 0) return '';
    if (!flag(attributes, 'legacy')) return renderInner();
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: ['wp-block-post-comments', textAlignClass(attributes)].filter(Boolean).join(' '),
      }),
      await legacyComments(context, postId),
    );
  },
};
