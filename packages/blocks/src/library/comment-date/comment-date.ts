import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { contextComment } from '../comments/comment-source';
import { formatDate } from '../post-date/format-date';

/** `core/comment-date`: when the comment was written, in a `<time>`, linked to the comment. */
export const commentDate: BlockType = commentPart({
  name: 'core/comment-date',
  title: 'Comment Date',
  icon: 'calendar',
  description: 'Displays the date on which the comment was posted.',
  ancestor: ['core/comment-template'],
  usesContext: ['commentId'],
  attributes: { format: { type: 'string' }, isLink: { type: 'boolean', default: true } },
  render: async ({ attributes, blockType, context }) => {
    const comment = await contextComment(context);
    if (!comment) return '';
    const format = optionalText(attributes, 'format') ?? context.site.dateFormat ?? 'F j, Y';
    const time = tag('time', { datetime: comment.date }, formatDate(comment.date, format));
    return tag(
      'div',
      wrapperAttributes(blockType, attributes),
      flag(attributes, 'isLink', true) ? tag('a', { href: comment.link }, time) : time,
    );
  },
});
