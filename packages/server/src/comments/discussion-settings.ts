import type { Db } from '../db/database.js';
import { getOptions } from '../settings/options-store.js';

/** WordPress's discussion settings that comments follow, with WordPress's defaults. */
export interface DiscussionSettings {
  /** `comment_moderation`: every comment waits for approval. */
  moderation: boolean;
  /** `comment_previously_approved`: approve an author who already has an approved comment. */
  previouslyApproved: boolean;
  /** `comment_registration`: only logged-in users may comment. */
  registration: boolean;
  /** `require_name_email`: visitors must give a name and an email address. */
  requireNameEmail: boolean;
  /** `thread_comments` and `thread_comments_depth`. */
  threaded: boolean;
  threadDepth: number;
  /** `page_comments`, `comments_per_page`, `default_comments_page` (`newest` / `oldest`). */
  paged: boolean;
  perPage: number;
  defaultPage: 'newest' | 'oldest';
  /** `comment_order`: order of comments on a page. */
  order: 'asc' | 'desc';
  /** `comment_max_links`: a comment with this many links or more waits (0 = no limit). */
  maxLinks: number;
  /** `close_comments_for_old_posts` and `close_comments_days_old`. */
  closeOld: boolean;
  closeAfterDays: number;
}

export const DISCUSSION_OPTIONS = [
  'comment_moderation',
  'comment_previously_approved',
  'comment_registration',
  'require_name_email',
  'thread_comments',
  'thread_comments_depth',
  'page_comments',
  'comments_per_page',
  'default_comments_page',
  'comment_order',
  'comment_max_links',
  'close_comments_for_old_posts',
  'close_comments_days_old',
] as const;

const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined ? fallback : value === true || value === 1 || value === '1';

const whole = (value: unknown, fallback: number, min: number): number => {
  const n = Number(value);
  return value === undefined || !Number.isInteger(n) || n < min ? fallback : n;
};

/** The settings from stored option values (anything missing or unreadable takes the default). */
export function discussionSettingsFrom(stored: ReadonlyMap<string, unknown>): DiscussionSettings {
  return {
    moderation: flag(stored.get('comment_moderation'), false),
    previouslyApproved: flag(stored.get('comment_previously_approved'), true),
    registration: flag(stored.get('comment_registration'), false),
    requireNameEmail: flag(stored.get('require_name_email'), true),
    threaded: flag(stored.get('thread_comments'), true),
    threadDepth: Math.min(10, whole(stored.get('thread_comments_depth'), 5, 1)),
    paged: flag(stored.get('page_comments'), false),
    perPage: whole(stored.get('comments_per_page'), 50, 1),
    defaultPage: stored.get('default_comments_page') === 'oldest' ? 'oldest' : 'newest',
    order: stored.get('comment_order') === 'desc' ? 'desc' : 'asc',
    maxLinks: whole(stored.get('comment_max_links'), 2, 0),
    closeOld: flag(stored.get('close_comments_for_old_posts'), false),
    closeAfterDays: whole(stored.get('close_comments_days_old'), 14, 0),
  };
}

/** Reads the discussion settings from the options store. */
export async function readDiscussionSettings(db: Db): Promise<DiscussionSettings> {
  return discussionSettingsFrom(await getOptions(db, DISCUSSION_OPTIONS));
}
