import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CommentsTable } from '../comments/comments-table.js';

/**
 * The database schema, shared by SQLite and PostgreSQL. Dates are ISO-8601 text
 * (`2026-11-21T05:17:13`, local and GMT as WordPress keeps them) so both dialects sort and compare
 * them the same way; JSON values are text. docs/database.md explains the shape.
 */
export interface Database {
  posts: PostsTable;
  terms: TermsTable;
  term_relationships: TermRelationshipsTable;
  users: UsersTable;
  user_meta: UserMetaTable;
  sessions: SessionsTable;
  application_passwords: ApplicationPasswordsTable;
  login_throttle: LoginThrottleTable;
  options: OptionsTable;
  comments: CommentsTable;
}

/** Every post-like record: posts, pages, templates, parts, patterns, menus, styles, revisions. */
export interface PostsTable {
  id: Generated<number>;
  type: string;
  status: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  author: number;
  parent: number;
  menu_order: number;
  password: string;
  comment_status: string;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  /** The theme (stylesheet) a template, template part or global styles record belongs to. */
  theme: string | null;
  /** JSON object of post meta. */
  meta: string;
  /** Incremented by every update; the basis of the ETag used against lost updates. */
  version: Generated<number>;
}

/** Terms of every taxonomy (category, post_tag, wp_pattern_category, wp_template_part_area, …). */
export interface TermsTable {
  id: Generated<number>;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  parent: number;
  meta: string;
}

export interface TermRelationshipsTable {
  post_id: number;
  term_id: number;
  term_order: number;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  display_name: string;
  /** URL-friendly name (WordPress's user_nicename), used as the author slug. */
  slug: string;
  password_hash: string;
  role: string;
  url: string;
  description: string;
  registered: string;
}

export interface UserMetaTable {
  user_id: number;
  meta_key: string;
  /** JSON value. */
  meta_value: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token held in the cookie; the token itself is never stored. */
  id: string;
  user_id: number;
  rest_nonce: string;
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface ApplicationPasswordsTable {
  uuid: string;
  user_id: number;
  name: string;
  password_hash: string;
  created_at: string;
  last_used_at: string | null;
  last_ip: string | null;
}

export interface LoginThrottleTable {
  /** `user:{id}` for an account (its username and e-mail together), else `login:{sha-256}`. */
  bucket: string;
  ip: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface OptionsTable {
  name: string;
  /** JSON value. */
  value: string;
}

export type PostRow = Selectable<PostsTable>;
export type NewPostRow = Insertable<PostsTable>;
export type PostRowUpdate = Updateable<PostsTable>;
export type TermRow = Selectable<TermsTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
