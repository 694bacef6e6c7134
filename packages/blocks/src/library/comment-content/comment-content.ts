import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { contextComment } from '../comments/comment-source';
import { commentParagraphs } from '../comments/comment-text';

/** What WordPress tells a commenter whose comment is held. */
export const AWAITING_MODERATION = 'Your comment is awaiting moderation.';

/** `core/comment-content`: the comment's text in paragraphs, with the moderation note if held. */
export const commentContent: BlockType = commentPart({
  name: 'core/comment-content',
  title: 'Comment Content',
  icon: 'format-aside',
  description: 'Displays the contents of a comment.',
  ancestor: ['core/comment-template'],
  usesContext: ['commentId'],
  attributes: { textAlign: { type: 'string' } },
  render: async ({ attributes, blockType, context }) => {
    const comment = await contextComment(context);
    if (!comment) return '';
    const note = comment.approved
      ? ''
      : `<p><em class="comment-awaiting-moderation">${AWAITING_MODERATION}</em></p>`;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      note + commentParagraphs(comment.content),
    );
  },
});
