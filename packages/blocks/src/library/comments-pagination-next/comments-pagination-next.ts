import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comments-pagination-next`: renders nothing while comments are closed. */
export const commentsPaginationNext: BlockType = closedCommentsPart(
  'core/comments-pagination-next',
  'Comments Next Page',
  'core/comments-pagination',
);
