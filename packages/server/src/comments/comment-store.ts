import type { Db } from '../db/database.js';
import { containsIgnoringCase, positionInList } from '../db/search-condition.js';
import type { CommentRow, CommentStatus } from './comments-table.js';

/** A comment to insert: everything but the id. */
export type NewComment = Omit<CommentRow, 'id'>;

/** Order keys of a comment list (WordPress's `orderby` values the store serves). */
export const COMMENT_ORDERBY = ['date', 'date_gmt', 'id', 'include', 'post', 'parent'] as const;
export type CommentOrderBy = (typeof COMMENT_ORDERBY)[number];

/** A list of comments, already checked by its caller. */
export interface CommentListQuery {
  statuses: readonly CommentStatus[];
  posts?: readonly number[] | undefined;
  parents?: readonly number[] | undefined;
  parentExclude?: readonly number[] | undefined;
  include?: readonly number[] | undefined;
  exclude?: readonly number[] | undefined;
  authors?: readonly number[] | undefined;
  authorExclude?: readonly number[] | undefined;
  authorEmail?: string | undefined;
  search?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
  /** Only comments on posts of these statuses (the public answers: published posts only). */
  postStatuses?: readonly string[] | undefined;
  orderby: CommentOrderBy;
  order: 'asc' | 'desc';
  offset: number;
  /** `undefined` for every row. */
  limit?: number | undefined;
}

const COLUMN: Record<
  Exclude<CommentOrderBy, 'include'>,
  'date' | 'date_gmt' | 'id' | 'post_id' | 'parent'
> = {
  date: 'date',
  date_gmt: 'date_gmt',
  id: 'id',
  post: 'post_id',
  parent: 'parent',
};

function filtered(db: Db, query: CommentListQuery) {
  let q = db.selectFrom('comments').where('comments.status', 'in', [...query.statuses]);
  if (query.posts?.length) q = q.where('comments.post_id', 'in', [...query.posts]);
  if (query.parents?.length) q = q.where('comments.parent', 'in', [...query.parents]);
  if (query.parentExclude?.length)
    q = q.where('comments.parent', 'not in', [...query.parentExclude]);
  if (query.include?.length) q = q.where('comments.id', 'in', [...query.include]);
  if (query.exclude?.length) q = q.where('comments.id', 'not in', [...query.exclude]);
  if (query.authors?.length) q = q.where('comments.user_id', 'in', [...query.authors]);
  if (query.authorExclude?.length)
    q = q.where('comments.user_id', 'not in', [...query.authorExclude]);
  if (query.authorEmail !== undefined) q = q.where('comments.author_email', '=', query.authorEmail);
  if (query.after !== undefined) q = q.where('comments.date', '>', query.after);
  if (query.before !== undefined) q = q.where('comments.date', '<', query.before);
  if (query.search) {
    const search = query.search;
    q = q.where((eb) =>
      eb.or([
        containsIgnoringCase('comments.content', search),
        containsIgnoringCase('comments.author_name', search),
        containsIgnoringCase('comments.author_email', search),
        containsIgnoringCase('comments.author_url', search),
      ]),
    );
  }
  if (query.postStatuses) {
    const statuses = [...query.postStatuses];
    q = q.where('comments.post_id', 'in', (eb) =>
      eb.selectFrom('posts').select('posts.id').where('posts.status', 'in', statuses),
    );
  }
  return q;
}

/** One page of comments and the number of comments the query matches. */
export async function listComments(
  db: Db,
  query: CommentListQuery,
): Promise<{ rows: CommentRow[]; total: number }> {
  // No status (an unknown one, or a type other than comments) matches nothing.
  if (query.statuses.length === 0) return { rows: [], total: 0 };
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  let q = filtered(db, query).selectAll('comments');
  q =
    query.orderby === 'include'
      ? q.orderBy(positionInList('comments.id', query.include ?? [])).orderBy('comments.id', 'asc')
      : q
          .orderBy(`comments.${COLUMN[query.orderby]}`, query.order)
          .orderBy('comments.id', query.order);
  if (query.limit !== undefined) q = q.limit(query.limit).offset(query.offset);
  else if (query.offset > 0) q = q.limit(Number.MAX_SAFE_INTEGER).offset(query.offset);
  const rows = (await q.execute()) as CommentRow[];
  return { rows, total: Number(count?.n ?? 0) };
}

/** A comment by id, whatever its status. */
export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return (await db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst()) as
    | CommentRow
    | undefined;
}

/** Inserts a comment and returns it with its id. */
export async function insertComment(db: Db, comment: NewComment): Promise<CommentRow> {
  const row = await db
    .insertInto('comments')
    .values(comment)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as CommentRow;
}

/** Changes some columns of a comment. */
export async function updateComment(
  db: Db,
  id: number,
  changes: Partial<Omit<CommentRow, 'id'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('comments').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes a comment for good. Its replies move up to its parent, as WordPress does, so a thread
 * never points at a comment that is gone.
 */
export async function deleteComment(db: Db, comment: CommentRow): Promise<void> {
  await db
    .updateTable('comments')
    .set({ parent: comment.parent })
    .where('parent', '=', comment.id)
    .execute();
  await db.deleteFrom('comments').where('id', '=', comment.id).execute();
}

/** Approved comments per post, for the posts given. */
export async function approvedCounts(
  db: Db,
  postIds: readonly number[],
): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .select(['post_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'approved')
    .where('post_id', 'in', [...postIds])
    .groupBy('post_id')
    .execute();
  return new Map(rows.map((row) => [row.post_id, Number(row.n)]));
}

/** The newest comment written from an IP address or by a user, for the flood check. */
export async function newestCommentFrom(
  db: Db,
  from: { ip: string; userId: number },
): Promise<CommentRow | undefined> {
  const row = await db
    .selectFrom('comments')
    .selectAll()
    .where((eb) =>
      from.userId > 0
        ? eb.or([eb('author_ip', '=', from.ip), eb('user_id', '=', from.userId)])
        : eb('author_ip', '=', from.ip),
    )
    .orderBy('date_gmt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row as CommentRow | undefined;
}

/** Whether the same person already left this very text on this post (WordPress's duplicate). */
export async function hasDuplicate(
  db: Db,
  comment: Pick<NewComment, 'post_id' | 'parent' | 'author_name' | 'author_email' | 'content'>,
): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('post_id', '=', comment.post_id)
    .where('parent', '=', comment.parent)
    .where('status', '!=', 'trash')
    .where('content', '=', comment.content)
    .where((eb) =>
      comment.author_email === ''
        ? eb('author_name', '=', comment.author_name)
        : eb.or([
            eb('author_name', '=', comment.author_name),
            eb('author_email', '=', comment.author_email),
          ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether this commenter already has an approved comment (WordPress's "comment author must have
 * a previously approved comment"): by user when logged in, else by the name and email together.
 */
export async function hasApprovedComment(
  db: Db,
  by: { userId: number; name: string; email: string },
): Promise<boolean> {
  let q = db.selectFrom('comments').select('id').where('status', '=', 'approved');
  q =
    by.userId > 0
      ? q.where('user_id', '=', by.userId)
      : q.where('author_name', '=', by.name).where('author_email', '=', by.email);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The comments a page shows on a post: the approved ones, plus held ones of this viewer (their
 * user id, or the one comment their moderation link names), oldest first.
 */
export async function visibleComments(
  db: Db,
  postId: number,
  viewer: { userId: number; heldId: number },
): Promise<CommentRow[]> {
  const rows = await db
    .selectFrom('comments')
    .selectAll()
    .where('post_id', '=', postId)
    .where((eb) => {
      const own = [eb('status', '=', 'approved')];
      if (viewer.userId > 0)
        own.push(eb.and([eb('status', '=', 'hold'), eb('user_id', '=', viewer.userId)]));
      if (viewer.heldId > 0)
        own.push(eb.and([eb('status', '=', 'hold'), eb('id', '=', viewer.heldId)]));
      return eb.or(own);
    })
    .orderBy('date_gmt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows as CommentRow[];
}
