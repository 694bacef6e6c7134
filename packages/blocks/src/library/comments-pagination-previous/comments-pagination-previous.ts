import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comments-pagination-previous`: renders nothing while comments are closed. */
export const commentsPaginationPrevious: BlockType = closedCommentsPart(
  'core/comments-pagination-previous',
  'Comments Previous Page',
  'core/comments-pagination',
);
