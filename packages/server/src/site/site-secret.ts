import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { getOption } from '../settings/options-store.js';

const NAME = 'site_secret';

/**
 * A random secret kept in the database (so every instance shares it), made on first use. It salts
 * the tokens that remember unlocked password-protected content.
 */
export async function siteSecret(db: Db): Promise<string> {
  const existing = await getOption<string | null>(db, NAME, null);
  if (existing) return existing;
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('options')
    .values({ name: NAME, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await getOption<string | null>(db, NAME, null)) ?? fresh;
}
