import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-reply-link`: renders nothing while comments are closed. */
export const commentReplyLink: BlockType = closedCommentsPart(
  'core/comment-reply-link',
  'Comment Reply Link',
);
