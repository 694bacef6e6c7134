import { CONTENT_VERSION_OPTION } from '../db/content-version.js';
import type { Db } from '../db/database.js';

/** The user meta holding the editor's preferences (saved without a new site content version). */
export const PREFERENCES_META = 'persisted_preferences';

/**
 * What an editor page depends on beyond the session and its address: the site content version
 * (every write bumps it) and the user's editor preferences as stored (a preferences change does
 * not bump the version, so it is compared by its text).
 */
export interface EditorPageStamp {
  version: number;
  preferences: string | null;
}

/** Reads the site content version and the user's stored preferences in one query. */
export async function readEditorPageStamp(db: Db, userId: number): Promise<EditorPageStamp> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('options')
        .select('value')
        .where('name', '=', CONTENT_VERSION_OPTION)
        .as('version'),
      eb
        .selectFrom('user_meta')
        .select('meta_value')
        .where('user_id', '=', userId)
        .where('meta_key', '=', PREFERENCES_META)
        .as('preferences'),
    ])
    .executeTakeFirst();
  return { version: Number(row?.version ?? 0), preferences: row?.preferences ?? null };
}
