import { escapeAttribute } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text, textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { contextComment } from '../comments/comment-source';

/** `core/comment-edit-link`: "Edit", for those who may edit the comment. */
export const commentEditLink: BlockType = commentPart({
  name: 'core/comment-edit-link',
  title: 'Comment Edit Link',
  icon: 'edit',
  description:
    'Displays a link to edit the comment in the WordPress Dashboard. This link is only visible to users with the edit comment capability.',
  ancestor: ['core/comment-template'],
  usesContext: ['commentId'],
  attributes: { linkTarget: { type: 'string', default: '_self' }, textAlign: { type: 'string' } },
  render: async ({ attributes, blockType, context }) => {
    const comment = await contextComment(context);
    if (!comment?.editLink) return '';
    const target = text(attributes, 'linkTarget', '_self');
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      `<a class="comment-edit-link" href="${escapeAttribute(comment.editLink)}"${target === '_blank' ? ' target="_blank"' : ''}>Edit</a>`,
    );
  },
});
