import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import { getOptions, setOptions } from './options-store.js';

import { SITE_SETTING_NAMES, SITE_SETTINGS, type SiteSettings } from './site-settings.js';

/** Every site setting, stored values over defaults. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = await getOptions(db, SITE_SETTING_NAMES);
  const settings = {} as SiteSettings;
  for (const name of SITE_SETTING_NAMES) {
    settings[name] = stored.has(name) ? stored.get(name) : SITE_SETTINGS[name].default;
  }
  return settings;
}

/** Writes validated settings in one transaction and returns the full new set. */
export async function updateSiteSettings(
  db: Db,
  changes: Partial<SiteSettings>,
): Promise<SiteSettings> {
  await db.transaction().execute(async (trx) => {
    await setOptions(trx, changes);
    await bumpContentVersion(trx);
  });
  return readSiteSettings(db);
}
