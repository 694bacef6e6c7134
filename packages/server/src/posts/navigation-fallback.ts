import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { PostRow } from '../db/schema.js';
import { uniqueSlug } from './post-slugs.js';
import { insertPost } from './post-store.js';

/** The post type of navigation menus. */
export const NAVIGATION_POST_TYPE = 'wp_navigation';

/** What a fallback menu holds: a list of the site's pages. */
export const FALLBACK_MENU_CONTENT = '<!-- wp:page-list /-->';

/** An arbitrary, fixed key for the PostgreSQL advisory lock that serialises fallback creation. */
const FALLBACK_LOCK_KEY = 7_461_001;

/**
 * The menu a navigation block shows when it has none: the most recently created published
 * menu, or, when there is none, a new "Navigation" menu listing the pages. Creation happens once
 * even when several requests race (PostgreSQL takes an advisory lock; SQLite runs one write
 * transaction at a time).
 */
export async function navigationFallback(app: AppContext, authorId: number): Promise<PostRow> {
  return app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${FALLBACK_LOCK_KEY})`.execute(trx);
    }
    const existing = await trx
      .selectFrom('posts')
      .selectAll()
      .where('type', '=', NAVIGATION_POST_TYPE)
      .where('status', '=', 'publish')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (existing) return existing;
    const slug = await uniqueSlug(trx, 'navigation', {
      type: NAVIGATION_POST_TYPE,
      hierarchical: false,
      parent: 0,
    });
    const created = await insertPost(trx, {
      type: NAVIGATION_POST_TYPE,
      status: 'publish',
      title: 'Navigation',
      slug,
      content: FALLBACK_MENU_CONTENT,
      author: authorId,
    });
    await bumpContentVersion(trx);
    return created;
  });
}
