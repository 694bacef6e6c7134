import type { Db } from '../db/database.js';
import type { PostRow, PostRowUpdate } from '../db/schema.js';
import { nextModifiedText, nowText } from '../db/time.js';
import { conflict } from '../db/versioned-writes.js';

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

/** The changes a versioned write makes; the store itself sets the version and `modified`. */
export type VersionedChanges = Omit<PostRowUpdate, 'id' | 'version' | 'modified' | 'modified_gmt'>;

/**
 * Writes changes to the version of a record the caller read: `WHERE id = ? AND version = ?`,
 * with the next version and a `modified` later than the last one. Someone else's save in between
 * leaves no row to update and is refused (412 `rest_conflict`). Returns the updated row.
 */
export async function updateVersioned(
  db: Db,
  row: Pick<PostRow, 'id' | 'version' | 'modified'>,
  changes: VersionedChanges,
): Promise<PostRow> {
  const modified = nextModifiedText(row.modified);
  const updated = await db
    .updateTable('posts')
    .set({ ...changes, modified, modified_gmt: modified, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict();
  return updated;
}

/**
 * Deletes the version of a record the caller read; when someone else saved in between, nothing is
 * deleted and the delete is refused (412 `rest_conflict`).
 */
export async function deleteVersioned(db: Db, row: Pick<PostRow, 'id' | 'version'>): Promise<void> {
  const deleted = await db
    .deleteFrom('posts')
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw conflict();
}
