import type { AppContext } from '../app-context.js';
import { getOption } from '../settings/options-store.js';
import type { InstalledTheme } from './theme-directory.js';

/** The active theme: the `stylesheet` option when that theme is installed, else the default one. */
export async function activeTheme(app: AppContext): Promise<InstalledTheme | undefined> {
  const stored = await getOption<string | null>(app.db, 'stylesheet', null);
  const theme = stored ? app.themes.get(stored) : undefined;
  if (theme) return theme;
  const fallback = app.themes.defaultStylesheet();
  return fallback ? app.themes.get(fallback) : undefined;
}
