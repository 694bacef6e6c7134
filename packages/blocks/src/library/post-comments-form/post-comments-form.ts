import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/post-comments-form`: renders nothing while comments are closed. */
export const postCommentsForm: BlockType = closedCommentsPart(
  'core/post-comments-form',
  'Comments Form',
);
