import type { BlockType } from '../../registry/block-type';
import { closedCommentsPart } from '../comments/closed-comments-part';

/** `core/avatar`: renders nothing while comments are closed. */
export const avatar: BlockType = closedCommentsPart('core/avatar', 'Avatar');
