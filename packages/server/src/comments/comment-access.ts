import { type AuthState, can } from '../auth/current-user.js';
import { PAGE_TYPE, POST_TYPE } from '../content-types/served-post-types.js';
import type { PostRow } from '../db/schema.js';
import { canEditPost, canReadPost } from '../posts/post-access.js';
import type { CommentRow } from './comments-table.js';

const configOf = (post: PostRow) => (post.type === 'page' ? PAGE_TYPE : POST_TYPE);

/** Whether the user may read the post a comment is on. */
export function canReadCommentPost(auth: AuthState, post: PostRow): boolean {
  return canReadPost(auth, configOf(post), post);
}

/**
 * WordPress's `edit_comment`: moderators edit every comment, others those on posts they may edit.
 */
export function canEditComment(auth: AuthState, post: PostRow | undefined): boolean {
  if (can(auth, 'moderate_comments')) return true;
  return post !== undefined && canEditPost(auth, configOf(post), post);
}

/** Anyone reads an approved comment on a post they may read; the rest needs `edit_comment`. */
export function canReadComment(
  auth: AuthState,
  comment: CommentRow,
  post: PostRow | undefined,
): boolean {
  if (post && comment.status === 'approved' && canReadCommentPost(auth, post)) return true;
  return canEditComment(auth, post);
}
