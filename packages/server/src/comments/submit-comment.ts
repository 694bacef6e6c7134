import type { AppContext } from '../app-context.js';
import type { CurrentUser } from '../auth/current-user.js';
import { bumpContentVersion } from '../db/content-version.js';
import { fromDateText, toDateText } from '../db/time.js';
import { AppError } from '../errors/app-error.js';
import { isSafeUrl } from '../sanitize/safe-url.js';
import { sanitizeHtml } from '../sanitize/sanitize-html.js';
import { commentTarget } from './comment-post-target.js';
import {
  approvalFor,
  COMMENT_ERRORS,
  type CommentErrorCode,
  checkCommentFields,
  closedByAge,
  countLinks,
  isFlood,
} from './comment-rules.js';
import {
  findComment,
  hasApprovedComment,
  hasDuplicate,
  insertComment,
  newestCommentFrom,
} from './comment-store.js';
import type { CommentRow } from './comments-table.js';
import { readDiscussionSettings } from './discussion-settings.js';

/** A comment as a form or the REST API hands it over, before any check. */
export interface CommentSubmission {
  postId: number;
  parent: number;
  author: string;
  email: string;
  url: string;
  content: string;
  ip: string;
  userAgent: string;
}

/** Who submits: the logged-in user (or null), and whether they may post unfiltered HTML. */
export interface Commenter {
  user: CurrentUser | null;
  /** The user's profile address, for their comments' author URL. */
  userUrl?: string;
}

function refuse(code: CommentErrorCode): AppError {
  const { message, status } = COMMENT_ERRORS[code];
  return new AppError(`comment_${code}`, message, status);
}

/** The post was not found, is not published, or is locked: WordPress answers nothing useful. */
export class CommentTargetMissing extends AppError {
  constructor() {
    super('comment_id_not_found', 'Sorry, comments are closed for this item.', 404);
  }
}

/** Trims and removes NUL characters from a form value. */
function clean(value: string): string {
  return value.replaceAll('\0', '').trim();
}

/** A commenter's website as WordPress keeps it: `http://` added when no scheme, unsafe ones dropped. */
export function authorUrl(url: string): string {
  if (url === '' || /\s/.test(url)) return '';
  const full = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`;
  return /^https?:\/\//i.test(full) && isSafeUrl(full) ? full : '';
}

/** Whether a post of this row takes comments now. */
export function commentsOpen(
  post: { comment_status: string; date_gmt: string },
  settings: { closeOld: boolean; closeAfterDays: number },
  now = Date.now(),
): boolean {
  if (post.comment_status !== 'open') return false;
  return !closedByAge(fromDateText(post.date_gmt).getTime(), now, settings);
}

/**
 * Adds a comment from the comment form, as WordPress's `wp_handle_comment_submission` and
 * `wp_new_comment` do: the post must be published and open, the fields pass WordPress's checks,
 * the text is sanitised (the commenter never posts unfiltered HTML), duplicates and floods are
 * refused, and the comment is approved or held by the discussion settings. The write bumps the
 * site content version so cached pages show it once approved.
 */
export async function submitComment(
  app: AppContext,
  commenter: Commenter,
  submission: CommentSubmission,
  now = new Date(),
): Promise<CommentRow> {
  const db = app.db;
  const post = await commentTarget(db, submission.postId);
  if (post === undefined) throw new CommentTargetMissing();
  if (post.status !== 'publish' || post.password !== '') throw new CommentTargetMissing();
  const settings = await readDiscussionSettings(db);
  if (!commentsOpen(post, settings, now.getTime())) throw refuse('closed');

  const user = commenter.user;
  if (!user && settings.registration) throw refuse('loginRequired');
  const author = user ? user.displayName : clean(submission.author);
  const email = user ? user.email : clean(submission.email);
  const url = user ? (commenter.userUrl ?? '') : clean(submission.url);
  const rawContent = clean(submission.content);
  const fieldError = checkCommentFields(
    { author, email, url, content: rawContent, loggedIn: user !== null },
    settings,
  );
  if (fieldError) throw refuse(fieldError);

  let parent = Number.isInteger(submission.parent) && submission.parent > 0 ? submission.parent : 0;
  if (parent > 0) {
    const parentRow = await findComment(db, parent);
    if (!parentRow || parentRow.post_id !== post.id) parent = 0;
    else if (parentRow.status !== 'approved' && !user?.capabilities.has('moderate_comments'))
      throw refuse('unapprovedParent');
  }

  const content = await sanitizeHtml(rawContent);
  if (content.trim() === '') throw refuse('emptyContent');
  const trusted =
    user !== null && (user.capabilities.has('moderate_comments') || user.id === post.author);
  const dateGmt = toDateText(now);
  const row = {
    post_id: post.id,
    parent,
    user_id: user?.id ?? 0,
    author_name: author,
    author_email: email,
    author_url: authorUrl(url),
    author_ip: submission.ip.slice(0, 100),
    author_user_agent: submission.userAgent.slice(0, 254),
    content,
    date: dateGmt,
    date_gmt: dateGmt,
  };

  return db.transaction().execute(async (trx) => {
    if (await hasDuplicate(trx, row)) throw refuse('duplicate');
    if (!trusted) {
      const newest = await newestCommentFrom(trx, { ip: row.author_ip, userId: row.user_id });
      const previous = newest ? fromDateText(newest.date_gmt).getTime() : undefined;
      if (isFlood(previous, now.getTime())) throw refuse('flood');
    }
    const status = approvalFor(
      {
        trusted,
        links: countLinks(content),
        hasApprovedComment: await hasApprovedComment(trx, {
          userId: row.user_id,
          name: author,
          email,
        }),
      },
      settings,
    );
    const inserted = await insertComment(trx, { ...row, status });
    await bumpContentVersion(trx);
    return inserted;
  });
}
