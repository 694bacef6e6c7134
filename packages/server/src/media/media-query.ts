import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { containsIgnoringCase } from '../db/search-condition.js';

/** What a media list asks for: text in the title, newest or oldest first, one window of rows. */
export interface AttachmentListQuery {
  search?: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One window of attachments matching the query, and how many match in all. */
export async function listAttachments(
  db: Db,
  query: AttachmentListQuery,
): Promise<{ rows: PostRow[]; total: number }> {
  let base = db.selectFrom('posts').where('type', '=', 'attachment');
  const search = query.search;
  if (search) base = base.where(() => containsIgnoringCase('title', search));
  const total = Number(
    (await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst())?.count ?? 0,
  );
  const rows = await base
    .selectAll()
    .orderBy('date', query.order)
    .orderBy('id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return { rows, total };
}
