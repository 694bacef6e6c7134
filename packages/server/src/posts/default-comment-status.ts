import type { Db } from '../db/database.js';
import { getOption } from '../settings/options-store.js';

/**
 * The site's `default_comment_status` setting: what new posts and attachments get when the
 * request names none (WordPress's `get_default_comment_status` for types that support comments).
 */
export async function siteDefaultCommentStatus(db: Db): Promise<'open' | 'closed'> {
  const setting = await getOption<unknown>(db, 'default_comment_status', 'closed');
  return setting === 'open' ? 'open' : 'closed';
}
