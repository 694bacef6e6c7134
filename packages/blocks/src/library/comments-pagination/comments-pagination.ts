import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comments-pagination`: renders nothing while comments are closed. */
export const commentsPagination: BlockType = closedCommentsPart(
  'core/comments-pagination',
  'Comments Pagination',
  'core/comments',
);
