import type { DiscussionSettings } from './discussion-settings.js';

/** WordPress's limits on the comment fields (the columns' sizes there). */
export const COMMENT_LIMITS = { author: 245, email: 100, url: 200, content: 65525 } as const;

/** Seconds between two comments from one IP address or user (WordPress's flood interval). */
export const FLOOD_SECONDS = 15;

/** WordPress's refusals of a comment form, with the HTTP status it answers each with. */
export const COMMENT_ERRORS = {
  closed: { message: 'Sorry, comments are closed for this item.', status: 403 },
  loginRequired: { message: 'Sorry, you must be logged in to comment.', status: 403 },
  requiredFields: {
    message: '<strong>Error:</strong> Please fill the required fields.',
    status: 200,
  },
  invalidEmail: {
    message: '<strong>Error:</strong> Please enter a valid email address.',
    status: 200,
  },
  emptyContent: { message: '<strong>Error:</strong> Please type your comment text.', status: 200 },
  authorTooLong: { message: '<strong>Error:</strong> Your name is too long.', status: 200 },
  emailTooLong: { message: '<strong>Error:</strong> Your email address is too long.', status: 200 },
  urlTooLong: { message: '<strong>Error:</strong> Your URL is too long.', status: 200 },
  contentTooLong: { message: '<strong>Error:</strong> Your comment is too long.', status: 200 },
  unapprovedParent: {
    message: 'Sorry, replies to unapproved comments are not allowed.',
    status: 403,
  },
  duplicate: {
    message: 'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
    status: 409,
  },
  flood: { message: 'You are posting comments too quickly. Slow down.', status: 429 },
} as const;

export type CommentErrorCode = keyof typeof COMMENT_ERRORS;

/** What a comment form sent, trimmed, with who sent it. */
export interface CommentFields {
  author: string;
  email: string;
  url: string;
  content: string;
  /** Whether the commenter is logged in (their name and email come from their account). */
  loggedIn: boolean;
}

/**
 * Checks a comment form's fields in WordPress's order (`wp_handle_comment_submission`): the
 * name and email a visitor must give, the text, then the lengths. `null` when all is well.
 */
export function checkCommentFields(
  fields: CommentFields,
  settings: Pick<DiscussionSettings, 'requireNameEmail'>,
): CommentErrorCode | null {
  if (settings.requireNameEmail && !fields.loggedIn) {
    if (fields.email.length < 6 || fields.author === '') return 'requiredFields';
    if (!isEmail(fields.email)) return 'invalidEmail';
  } else if (fields.email !== '' && !fields.loggedIn && !isEmail(fields.email)) {
    return 'invalidEmail';
  }
  if (fields.content === '') return 'emptyContent';
  if (fields.author.length > COMMENT_LIMITS.author) return 'authorTooLong';
  if (fields.email.length > COMMENT_LIMITS.email) return 'emailTooLong';
  if (fields.url.length > COMMENT_LIMITS.url) return 'urlTooLong';
  if (fields.content.length > COMMENT_LIMITS.content) return 'contentTooLong';
  return null;
}

/** An email address as WordPress's `is_email` reads one: local part, `@`, a dotted domain. */
export function isEmail(email: string): boolean {
  if (email.length < 6 || email.length > 254) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..') || !domain.includes('.')) return false;
  return domain
    .split('.')
    .every((label) => /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(label));
}

/** Number of links in a comment's HTML (WordPress counts `<a href`). */
export function countLinks(html: string): number {
  return (html.match(/<a\s[^>]*href=/gi) ?? []).length;
}

/** What decides whether a new comment is approved at once. */
export interface ApprovalFacts {
  /** The commenter may moderate comments or wrote the post ("the author and the admins get respect"). */
  trusted: boolean;
  /** How many links the comment holds. */
  links: number;
  /** The commenter already has an approved comment. */
  hasApprovedComment: boolean;
}

/**
 * `approved` or `hold`, as WordPress's `wp_allow_comment` and `check_comment` decide: trusted
 * commenters are approved; otherwise manual moderation holds everything, too many links hold, and
 * with "previously approved" on, only an author with an approved comment goes through.
 */
export function approvalFor(
  facts: ApprovalFacts,
  settings: Pick<DiscussionSettings, 'moderation' | 'maxLinks' | 'previouslyApproved'>,
): 'approved' | 'hold' {
  if (facts.trusted) return 'approved';
  if (settings.moderation) return 'hold';
  if (settings.maxLinks > 0 && facts.links >= settings.maxLinks) return 'hold';
  if (settings.previouslyApproved && !facts.hasApprovedComment) return 'hold';
  return 'approved';
}

/** Whether a comment made at `nowMs` comes too soon after one made at `previousMs`. */
export function isFlood(previousMs: number | undefined, nowMs: number): boolean {
  return previousMs !== undefined && nowMs - previousMs < FLOOD_SECONDS * 1000;
}

/** Whether a post's comments closed by age (WordPress's "close comments on old posts"). */
export function closedByAge(
  postDateGmtMs: number,
  nowMs: number,
  settings: Pick<DiscussionSettings, 'closeOld' | 'closeAfterDays'>,
): boolean {
  if (!settings.closeOld || settings.closeAfterDays <= 0) return false;
  return nowMs - postDateGmtMs > settings.closeAfterDays * 86_400_000;
}
