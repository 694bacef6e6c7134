import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/comment-date`: renders nothing while comments are closed. */
export const commentDate: BlockType = closedCommentsPart('core/comment-date', 'Comment Date');
