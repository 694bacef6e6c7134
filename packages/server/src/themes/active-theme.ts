import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import { getOption, setOptions } from '../settings/options-store.js';

import type { InstalledTheme } from './theme-directory.js';

/** The active theme: the `stylesheet` option when that theme is installed, else the default one. */
export async function activeTheme(app: AppContext): Promise<InstalledTheme | undefined> {
  return themeForStylesheet(app, await getOption<unknown>(app.db, 'stylesheet', null));
}

/** The installed theme for a stored `stylesheet` option value, else the default one. */
export function themeForStylesheet(app: AppContext, stored: unknown): InstalledTheme | undefined {
  const theme = typeof stored === 'string' ? app.themes.get(stored) : undefined;
  if (theme) return theme;
  const fallback = app.themes.defaultStylesheet();
  return fallback ? app.themes.get(fallback) : undefined;
}

/** Makes a theme the active one; pages rendered with the old theme stop being served from cache. */
export async function activateTheme(app: AppContext, stylesheet: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await setOptions(trx, { stylesheet });
    await bumpContentVersion(trx);
  });
}
