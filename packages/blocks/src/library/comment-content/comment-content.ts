import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-content`: renders nothing while comments are closed. */
export const commentContent: BlockType = closedCommentsPart(
  'core/comment-content',
  'Comment Content',
);
