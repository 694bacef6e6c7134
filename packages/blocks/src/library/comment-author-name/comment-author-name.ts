import { escapeAttribute, escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, text, textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { contextComment } from '../comments/comment-source';

/** `core/comment-author-name`: the commenter's name, linked to their website when they gave one. */
export const commentAuthorName: BlockType = commentPart({
  name: 'core/comment-author-name',
  title: 'Comment Author Name',
  description: 'Displays the name of the author of the comment.',
  ancestor: ['core/comment-template'],
  usesContext: ['commentId'],
  attributes: {
    isLink: { type: 'boolean', default: true },
    linkTarget: { type: 'string', default: '_self' },
    textAlign: { type: 'string' },
  },
  render: async ({ attributes, blockType, context }) => {
    const comment = await contextComment(context);
    if (!comment) return '';
    const name = escapeHtml(comment.authorName || 'Anonymous');
    const linked =
      flag(attributes, 'isLink', true) && comment.authorUrl !== ''
        ? `<a rel="external nofollow ugc" href="${escapeAttribute(comment.authorUrl)}" target="${escapeAttribute(text(attributes, 'linkTarget', '_self'))}">${name}</a>`
        : name;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      linked,
    );
  },
});
