import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comments-pagination-numbers`: renders nothing while comments are closed. */
export const commentsPaginationNumbers: BlockType = closedCommentsPart(
  'core/comments-pagination-numbers',
  'Comments Page Numbers',
  'core/comments-pagination',
);
