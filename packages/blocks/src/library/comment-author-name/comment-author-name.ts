import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-author-name`: renders nothing while comments are closed. */
export const commentAuthorName: BlockType = closedCommentsPart(
  'core/comment-author-name',
  'Comment Author Name',
);
