import type { AppContext } from '../app-context.js';
import { type AuthState, can } from '../auth/current-user.js';
import { bumpContentVersion } from '../db/content-version.js';
import { fromDateText, toDateText } from '../db/time.js';
import { AppError } from '../errors/app-error.js';
import { sanitizeHtml } from '../sanitize/sanitize-html.js';
import { findUserById } from '../users/user-store.js';
import { canEditComment, canReadCommentPost } from './comment-access.js';
import { commentTarget } from './comment-post-target.js';
import {
  approvalFor,
  COMMENT_ERRORS,
  COMMENT_LIMITS,
  countLinks,
  isEmail,
  isFlood,
} from './comment-rules.js';
import {
  deleteComment,
  findComment,
  hasApprovedComment,
  hasDuplicate,
  insertComment,
  newestCommentFrom,
  updateComment,
} from './comment-store.js';
import type { CommentRow, CommentStatus } from './comments-table.js';
import { readDiscussionSettings } from './discussion-settings.js';
import { authorUrl, commentsOpen } from './submit-comment.js';

/** Statuses the REST API accepts, as WordPress's `handle_status_param` reads them. */
export function parseCommentStatus(value: string): CommentStatus | undefined {
  const statuses: Record<string, CommentStatus> = {
    approved: 'approved',
    approve: 'approved',
    '1': 'approved',
    hold: 'hold',
    '0': 'hold',
    spam: 'spam',
    trash: 'trash',
  };
  return statuses[value];
}

/** Fields of a comment the REST API writes. */
export interface CommentChanges {
  post?: number | undefined;
  parent?: number | undefined;
  author?: number | undefined;
  authorName?: string | undefined;
  authorEmail?: string | undefined;
  authorUrl?: string | undefined;
  authorIp?: string | undefined;
  content?: string | undefined;
  date?: string | undefined;
  status?: string | undefined;
}

const fieldError = (code: string, message: string, status = 403) =>
  new AppError(code, message, status);

function lengthError(changes: CommentChanges): AppError | undefined {
  const checks: [string | undefined, number, string, string][] = [
    [
      changes.authorName,
      COMMENT_LIMITS.author,
      'comment_author_column_length',
      'Your name is too long.',
    ],
    [
      changes.authorEmail,
      COMMENT_LIMITS.email,
      'comment_author_email_column_length',
      'Your email address is too long.',
    ],
    [
      changes.authorUrl,
      COMMENT_LIMITS.url,
      'comment_author_url_column_length',
      'Your URL is too long.',
    ],
    [
      changes.content,
      COMMENT_LIMITS.content,
      'comment_content_column_length',
      'Your comment is too long.',
    ],
  ];
  for (const [value, limit, code, message] of checks) {
    if (value !== undefined && value.length > limit)
      return new AppError(code, `<strong>Error:</strong> ${message}`, 400);
  }
  return undefined;
}

/** A comment by id, or WordPress's 404. */
export async function loadComment(app: AppContext, id: number): Promise<CommentRow> {
  const row = await findComment(app.db, id);
  if (!row) throw new AppError('rest_comment_invalid_id', 'Invalid comment ID.', 404);
  return row;
}

/**
 * `POST /wp/v2/comments`, as WordPress's comments controller: a logged-in user comments on a post
 * they may read while its comments are open (moderators also on closed ones, and may set the
 * author, IP and status); the text is sanitised, duplicates and floods are refused, and the
 * comment is approved or held by the discussion settings unless a moderator chose its status.
 */
export async function createCommentFromRest(
  app: AppContext,
  auth: AuthState,
  changes: CommentChanges,
  request: { ip: string; userAgent: string },
  now = new Date(),
): Promise<CommentRow> {
  const user = auth.user;
  if (!user)
    throw new AppError(
      'rest_comment_login_required',
      'Sorry, you must be logged in to comment.',
      401,
    );
  const moderator = can(auth, 'moderate_comments');
  if (changes.author !== undefined && changes.author !== user.id && !moderator)
    throw fieldError(
      'rest_comment_invalid_author',
      "Sorry, you are not allowed to edit 'author' for comments.",
    );
  if (changes.authorIp !== undefined && !moderator)
    throw fieldError(
      'rest_comment_invalid_author_ip',
      "Sorry, you are not allowed to set 'author_ip' for comments.",
    );
  if (changes.status !== undefined && !moderator)
    throw fieldError(
      'rest_comment_invalid_status',
      "Sorry, you are not allowed to edit 'status' for comments.",
    );
  const post = changes.post ? await commentTarget(app.db, changes.post) : undefined;
  if (!post)
    throw fieldError(
      'rest_comment_invalid_post_id',
      'Sorry, you are not allowed to create this comment without a post.',
    );
  if (post.status === 'draft')
    throw fieldError(
      'rest_comment_draft_post',
      'Sorry, you are not allowed to create a comment on this post.',
    );
  if (post.status === 'trash')
    throw fieldError(
      'rest_comment_trash_post',
      'Sorry, you are not allowed to create a comment on this post.',
    );
  if (!canReadCommentPost(auth, post))
    throw fieldError(
      'rest_cannot_read_post',
      'Sorry, you are not allowed to read the post for this comment.',
    );
  const settings = await readDiscussionSettings(app.db);
  if (!commentsOpen(post, settings, now.getTime()) && !moderator)
    throw fieldError('rest_comment_closed', COMMENT_ERRORS.closed.message);

  const lengths = lengthError(changes);
  if (lengths) throw lengths;
  const content = await sanitizeHtml((changes.content ?? '').trim());
  if (content.trim() === '')
    throw new AppError('rest_comment_content_invalid', 'Invalid comment content.', 400);

  const authorId = changes.author ?? user.id;
  const authorRow = authorId > 0 ? await findUserById(app.db, authorId) : undefined;
  if (authorId > 0 && !authorRow)
    throw new AppError('rest_comment_author_invalid', 'Invalid comment author ID.', 400);
  const email = changes.authorEmail ?? authorRow?.email ?? '';
  if (email !== '' && !isEmail(email))
    throw new AppError('rest_invalid_param', 'Invalid parameter(s): author_email', 400, {
      params: { author_email: 'Invalid email address.' },
    });
  let parent = changes.parent ?? 0;
  if (parent > 0) {
    const parentRow = await findComment(app.db, parent);
    if (!parentRow || parentRow.post_id !== post.id)
      throw new AppError('rest_comment_invalid_parent', 'Invalid comment parent ID.', 400);
  } else parent = 0;

  const dateGmt = changes.date && moderator ? changes.date.slice(0, 19) : toDateText(now);
  const row = {
    post_id: post.id,
    parent,
    user_id: authorId,
    author_name: changes.authorName ?? authorRow?.display_name ?? '',
    author_email: email,
    author_url: authorUrl(changes.authorUrl ?? authorRow?.url ?? ''),
    author_ip: (changes.authorIp ?? request.ip).slice(0, 100),
    author_user_agent: request.userAgent.slice(0, 254),
    content,
    date: dateGmt,
    date_gmt: dateGmt,
  };
  const trusted = moderator || user.id === post.author;
  const chosen = changes.status === undefined ? undefined : parseCommentStatus(changes.status);
  return app.db.transaction().execute(async (trx) => {
    if (await hasDuplicate(trx, row))
      throw new AppError('comment_duplicate', COMMENT_ERRORS.duplicate.message, 409);
    if (!trusted) {
      const newest = await newestCommentFrom(trx, { ip: row.author_ip, userId: row.user_id });
      const previous = newest ? fromDateText(newest.date_gmt).getTime() : undefined;
      if (isFlood(previous, now.getTime()))
        throw new AppError('comment_flood', COMMENT_ERRORS.flood.message, 400);
    }
    const status =
      chosen ??
      approvalFor(
        {
          trusted,
          links: countLinks(content),
          hasApprovedComment: await hasApprovedComment(trx, {
            userId: row.user_id,
            name: row.author_name,
            email: row.author_email,
          }),
        },
        settings,
      );
    const inserted = await insertComment(trx, { ...row, status });
    await bumpContentVersion(trx);
    return inserted;
  });
}

/**
 * `POST /wp/v2/comments/{id}`: those who may edit the comment change its text and author fields;
 * only moderators change its status.
 */
export async function updateCommentFromRest(
  app: AppContext,
  auth: AuthState,
  comment: CommentRow,
  changes: CommentChanges,
): Promise<CommentRow> {
  const post = await commentTarget(app.db, comment.post_id);
  const moderator = can(auth, 'moderate_comments');
  if (!canEditComment(auth, post))
    throw new AppError(
      'rest_cannot_edit',
      'Sorry, you are not allowed to edit this comment.',
      auth.user ? 403 : 401,
    );
  const status = changes.status === undefined ? undefined : parseCommentStatus(changes.status);
  if (changes.status !== undefined && !moderator)
    throw fieldError(
      'rest_comment_invalid_status',
      "Sorry, you are not allowed to edit 'status' for comments.",
    );
  if (changes.status !== undefined && status === undefined)
    throw new AppError('rest_comment_failed_edit', 'Updating comment status failed.', 500);
  if (changes.post !== undefined && changes.post !== comment.post_id) {
    const target = await commentTarget(app.db, changes.post);
    if (!target) throw new AppError('rest_comment_invalid_post_id', 'Invalid post ID.', 403);
  }
  const lengths = lengthError(changes);
  if (lengths) throw lengths;
  const set: Partial<Omit<CommentRow, 'id'>> = {};
  if (changes.content !== undefined) {
    const content = await sanitizeHtml(changes.content.trim());
    if (content.trim() === '')
      throw new AppError('rest_comment_content_invalid', 'Invalid comment content.', 400);
    set.content = content;
  }
  if (changes.authorName !== undefined) set.author_name = changes.authorName;
  if (changes.authorEmail !== undefined) {
    if (changes.authorEmail !== '' && !isEmail(changes.authorEmail))
      throw new AppError('rest_invalid_param', 'Invalid parameter(s): author_email', 400, {
        params: { author_email: 'Invalid email address.' },
      });
    set.author_email = changes.authorEmail;
  }
  if (changes.authorUrl !== undefined) set.author_url = authorUrl(changes.authorUrl);
  if (changes.post !== undefined) set.post_id = changes.post;
  if (changes.date !== undefined) {
    set.date = changes.date.slice(0, 19);
    set.date_gmt = changes.date.slice(0, 19);
  }
  if (status !== undefined) set.status = status;
  await app.db.transaction().execute(async (trx) => {
    await updateComment(trx, comment.id, set);
    await bumpContentVersion(trx);
  });
  return loadComment(app, comment.id);
}

/**
 * `DELETE /wp/v2/comments/{id}`: to the trash, or for good with `force`; a trashed comment is
 * not trashed twice.
 */
export async function deleteCommentFromRest(
  app: AppContext,
  auth: AuthState,
  comment: CommentRow,
  force: boolean,
): Promise<{ deleted: boolean; row: CommentRow }> {
  const post = await commentTarget(app.db, comment.post_id);
  if (!canEditComment(auth, post))
    throw new AppError(
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this comment.',
      auth.user ? 403 : 401,
    );
  if (!force && comment.status === 'trash')
    throw new AppError('rest_already_trashed', 'The comment has already been trashed.', 410);
  await app.db.transaction().execute(async (trx) => {
    if (force) await deleteComment(trx, comment);
    else await updateComment(trx, comment.id, { status: 'trash' });
    await bumpContentVersion(trx);
  });
  return force
    ? { deleted: true, row: comment }
    : { deleted: false, row: await loadComment(app, comment.id) };
}
