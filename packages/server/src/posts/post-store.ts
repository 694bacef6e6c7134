import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { nowText } from '../db/time.js';

export interface NewPost {
  type: string;
  status: string;
  title: string;
  slug: string;
  content?: string;
  excerpt?: string;
  author?: number;
  parent?: number;
  menuOrder?: number;
  password?: string;
  commentStatus?: string;
  /** GMT date text; defaults to now. The site runs on UTC, so date and date_gmt agree. */
  date?: string;
  /** GMT date text of the last change; defaults to the date. */
  modified?: string;
  theme?: string | null;
  meta?: Record<string, unknown>;
}

/** Inserts a post-like record and returns it. */
export async function insertPost(db: Db, post: NewPost): Promise<PostRow> {
  const date = post.date ?? nowText();
  return db
    .insertInto('posts')
    .values({
      type: post.type,
      status: post.status,
      title: post.title,
      slug: post.slug,
      content: post.content ?? '',
      excerpt: post.excerpt ?? '',
      author: post.author ?? 0,
      parent: post.parent ?? 0,
      menu_order: post.menuOrder ?? 0,
      password: post.password ?? '',
      comment_status: post.commentStatus ?? 'closed',
      date,
      date_gmt: date,
      modified: post.modified ?? date,
      modified_gmt: post.modified ?? date,
      theme: post.theme ?? null,
      meta: JSON.stringify(post.meta ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
