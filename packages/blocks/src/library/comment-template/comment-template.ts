import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-template`: renders nothing while comments are closed. */
export const commentTemplate: BlockType = closedCommentsPart(
  'core/comment-template',
  'Comment Template',
  'core/comments',
);
