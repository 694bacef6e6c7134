import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-edit-link`: renders nothing while comments are closed. */
export const commentEditLink: BlockType = closedCommentsPart(
  'core/comment-edit-link',
  'Comment Edit Link',
);
