import { escapeAttribute } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { textAlignClass } from '../attribute-values';
import { commentPart } from '../comments/comment-part';
import { commentSource, commentsOpen, contextComment } from '../comments/comment-source';
import { addQueryArg } from '../comments/comment-text';

/**
 * `core/comment-reply-link`: "Reply", which reloads the post with the form set to answer this
 * comment (`?replytocom=N#respond`). None where threading stops, on held comments or when
 * comments are closed.
 */
export const commentReplyLink: BlockType = commentPart({
  name: 'core/comment-reply-link',
  title: 'Comment Reply Link',
  icon: 'undo',
  description: 'Displays a link to reply to a comment.',
  ancestor: ['core/comment-template'],
  usesContext: ['commentId', 'postId'],
  attributes: { textAlign: { type: 'string' } },
  render: async ({ attributes, blockType, context }) => {
    const comment = await contextComment(context);
    if (!comment?.approved || !commentsOpen(context)) return '';
    const source = commentSource(context);
    const [settings, viewer] = await Promise.all([source.settings(), source.viewer()]);
    const depth = Number(context.blockContext?.commentDepth ?? 1);
    if (!settings.threaded || depth >= settings.threadDepth) return '';
    if (settings.registration && viewer.userName === undefined) {
      return tag(
        'div',
        wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
        `<a rel="nofollow" class="comment-reply-login" href="${escapeAttribute(viewer.loginUrl)}">Log in to Reply</a>`,
      );
    }
    const href = `${addQueryArg(viewer.url, 'replytocom', comment.id)}#respond`;
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      `<a rel="nofollow" class="comment-reply-link" href="${escapeAttribute(href)}" data-commentid="${comment.id}" data-postid="${comment.postId}" data-belowelement="comment-${comment.id}" data-respondelement="respond" data-replyto="${escapeAttribute(`Reply to ${comment.authorName}`)}" aria-label="${escapeAttribute(`Reply to ${comment.authorName}`)}">Reply</a>`,
    );
  },
});
