import type { Generated, Selectable } from 'kysely';

/** Status of a stored comment (WordPress's `comment_approved` as words). */
export type CommentStatus = 'approved' | 'hold' | 'spam' | 'trash';

/** The `comments` table (migration 0007). Dates are GMT and local text, as for posts. */
export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  /** The comment this one replies to; 0 at the top level. */
  parent: number;
  /** The logged-in user who wrote it; 0 for a visitor. */
  user_id: number;
  author_name: string;
  author_email: string;
  author_url: string;
  author_ip: string;
  author_user_agent: string;
  /** Sanitised HTML as the commenter wrote it (paragraphs are added when shown). */
  content: string;
  date: string;
  date_gmt: string;
  status: CommentStatus;
}

/** A stored comment as read. */
export type CommentRow = Selectable<CommentsTable>;

/** Every status a comment can have, in WordPress's order. */
export const COMMENT_STATUSES: readonly CommentStatus[] = ['approved', 'hold', 'spam', 'trash'];
