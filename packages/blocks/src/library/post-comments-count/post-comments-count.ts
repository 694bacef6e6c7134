import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { commentSource, contextPostId } from '../comments/comment-source';

/** `core/post-comments-count`: the number of approved comments of the post in context. */
export const postCommentsCount: BlockType = commentPart({
  name: 'core/post-comments-count',
  title: 'Comments Count',
  icon: 'admin-comments',
  description: "Display a post's comments count.",
  usesContext: ['postId'],
  attributes: { textAlign: { type: 'string' } },
  render: async ({ attributes, blockType, context }) => {
    const postId = contextPostId(context);
    if (postId === undefined) return '';
    const count = await commentSource(context).approvedCount(postId);
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      String(count),
    );
  },
});
