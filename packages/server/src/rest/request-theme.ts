import { can } from '../auth/current-user.js';
import { activeTheme } from '../themes/active-theme.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import type { RestRequest } from './router.js';

/**
 * The theme a request works on: the previewed theme (`wp_theme_preview`, for users who may switch
 * themes) or else the active one.
 */
export async function requestTheme(request: RestRequest): Promise<InstalledTheme | undefined> {
  const preview =
    request.raw.query && (request.raw.query as Record<string, unknown>).wp_theme_preview;
  if (typeof preview === 'string' && preview && can(request.auth, 'switch_themes')) {
    const theme = request.app.themes.get(preview);
    if (theme) return theme;
  }
  return activeTheme(request.app);
}
