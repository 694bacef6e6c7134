import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { commentSource, contextPostId } from '../comments/comment-source';
import { commentsTitleText } from '../comments/comment-text';

/** `core/comments-title`: "One response to “Title”" / "N responses to “Title”", none without comments. */
export const commentsTitle: BlockType = commentPart({
  name: 'core/comments-title',
  title: 'Comments Title',
  icon: 'admin-comments',
  description: 'Displays a title with the number of comments.',
  ancestor: ['core/comments'],
  usesContext: ['postId', 'postType'],
  attributes: {
    textAlign: { type: 'string' },
    showPostTitle: { type: 'boolean', default: true },
    showCommentsCount: { type: 'boolean', default: true },
    level: { type: 'number', default: 2 },
    levelOptions: { type: 'array' },
  },
  render: async ({ attributes, blockType, context }) => {
    const postId = contextPostId(context);
    if (postId === undefined) return '';
    const count = await commentSource(context).approvedCount(postId);
    if (count === 0) return '';
    const level = Math.min(6, Math.max(1, Math.round(numberValue(attributes, 'level', 2))));
    const title = commentsTitleText(count, context.post?.title ?? 'Hello world!', {
      showPostTitle: flag(attributes, 'showPostTitle', true),
      showCommentsCount: flag(attributes, 'showCommentsCount', true),
    });
    const wrapper = wrapperAttributes(blockType, attributes, {
      className: textAlignClass(attributes),
    });
    return tag(`h${level}`, { id: 'comments', class: wrapper.class, style: wrapper.style }, title);
  },
});
