import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { insertPost } from './post-store.js';

export const REVISION_TYPE = 'revision';

/** The fields a revision keeps; a change to any of them makes a new revision. */
export const REVISIONED_FIELDS = ['title', 'content', 'excerpt'] as const;

/** Whether two states of a record differ in a field revisions keep. */
export function differsInRevisionedFields(
  a: Pick<PostRow, (typeof REVISIONED_FIELDS)[number]>,
  b: Pick<PostRow, (typeof REVISIONED_FIELDS)[number]>,
): boolean {
  return REVISIONED_FIELDS.some((field) => a[field] !== b[field]);
}

/** Stores a copy of a record's title, content and excerpt as a revision of it. */
export async function saveRevision(
  db: Db,
  record: PostRow,
  author: number,
  date: string,
): Promise<PostRow> {
  return insertPost(db, {
    type: REVISION_TYPE,
    status: 'inherit',
    slug: `${record.id}-revision-v1`,
    title: record.title,
    content: record.content,
    excerpt: record.excerpt,
    author,
    parent: record.id,
    date,
  });
}

/** The revisions of a record, newest first. */
export async function listRevisions(db: Db, parentId: number): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', REVISION_TYPE)
    .where('parent', '=', parentId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many revisions a record has and the id of the newest (0 when none). */
export async function revisionSummary(
  db: Db,
  parentId: number,
): Promise<{ count: number; latestId: number }> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('id').as('latest')])
    .where('type', '=', REVISION_TYPE)
    .where('parent', '=', parentId)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), latestId: Number(row?.latest ?? 0) };
}

/** Deletes every revision of a record. */
export async function deleteRevisions(db: Db, parentId: number): Promise<void> {
  await db
    .deleteFrom('posts')
    .where('type', '=', REVISION_TYPE)
    .where('parent', '=', parentId)
    .execute();
}
