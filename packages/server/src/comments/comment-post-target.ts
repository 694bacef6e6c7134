import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';

/** Post types whose items take comments. */
export const COMMENTABLE_TYPES = ['post', 'page'] as const;

/** The post a comment is written on, if it exists and is a post or page. */
export async function commentTarget(db: Db, postId: number): Promise<PostRow | undefined> {
  if (!Number.isInteger(postId) || postId <= 0 || postId > 2_147_483_647) return undefined;
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', postId)
    .where('type', 'in', [...COMMENTABLE_TYPES])
    .executeTakeFirst();
}
