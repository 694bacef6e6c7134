import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comments-title`: renders nothing while comments are closed. */
export const commentsTitle: BlockType = closedCommentsPart(
  'core/comments-title',
  'Comments Title',
  'core/comments',
);
