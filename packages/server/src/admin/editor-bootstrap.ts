import type { AppContext } from '../app-context.js';
import { capabilityMap } from '../auth/capabilities.js';
import { type AuthState, can } from '../auth/current-user.js';
import { isCollabEnabled } from '../collab/collab-enabled.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { avatarUrls } from '../site/avatar.js';
import { activeTheme } from '../themes/active-theme.js';

/**
 * What the site editor needs for its first paint, inlined in the page so no request is needed
 * before it: the REST nonce, the user and their capabilities, editor settings, preferences.
 * The editor validates this shape in packages/editor/src/app/bootstrap.ts.
 */
export interface EditorBootstrap {
  restRoot: string;
  restNonce: string;
  adminUrl: string;
  homeUrl: string;
  siteTitle: string;
  /** Real-time co-editing (issue #23): on unless the server runs with `ATELIER_COLLAB=off`. */
  collab: boolean;
  currentUser: {
    id: number;
    name: string;
    slug: string;
    avatar_urls: Record<string, string>;
    capabilities: Record<string, boolean>;
  };
  editorSettings: {
    isBlockTheme: boolean;
    themeStylesheet: string;
    themeName: string;
    hasStyleVariations: boolean;
    fontLibraryEnabled: boolean;
    themePreview: string | null;
  };
  preferences: Record<string, unknown>;
  preload: Record<string, unknown>;
}

/**
 * The bootstrap of a request's user (as the request's authentication read them) with their
 * stored editor `preferences`.
 */
export async function buildEditorBootstrap(
  app: AppContext,
  auth: AuthState,
  origin: string,
  requestedPreview: string | undefined,
  preferences: Record<string, unknown>,
): Promise<EditorBootstrap> {
  const user = auth.user;
  if (!user) throw new Error('The editor bootstrap needs a logged-in user.');
  const [settings, active] = await Promise.all([readSiteSettings(app.db), activeTheme(app)]);
  const preview =
    requestedPreview && can(auth, 'switch_themes') ? app.themes.get(requestedPreview) : undefined;
  const theme = preview ?? active;
  return {
    restRoot: '/wp-json/',
    restNonce: auth.session?.rest_nonce ?? '',
    adminUrl: '/wp-admin/',
    homeUrl: `${origin}/`,
    siteTitle: String(settings.title),
    collab: isCollabEnabled(),
    currentUser: {
      id: user.id,
      name: user.displayName,
      slug: user.slug,
      avatar_urls: avatarUrls(origin, user),
      capabilities: capabilityMap(user.role),
    },
    editorSettings: {
      isBlockTheme: theme?.isBlockTheme ?? false,
      themeStylesheet: theme?.stylesheet ?? '',
      themeName: theme?.header.name ?? '',
      hasStyleVariations: (theme?.styleVariationFiles.length ?? 0) > 0,
      fontLibraryEnabled: can(auth, 'create_font_families'),
      themePreview: preview && preview !== active ? preview.stylesheet : null,
    },
    preferences,
    preload: {},
  };
}

/** JSON for a `<script type="application/json">` element: no `</script>` breakout, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Serialises the blob for its `<script type="application/json">` element. `preloadJson` is the
 * preloaded answers already serialised with {@link scriptSafeJson} (kept with them, so a large
 * preload is not serialised again on every page).
 */
export function serialiseBootstrap(
  bootstrap: EditorBootstrap,
  preloadJson: string = scriptSafeJson(bootstrap.preload),
): string {
  const { preload: _preload, ...rest } = bootstrap;
  return `${scriptSafeJson(rest).slice(0, -1)},"preload":${preloadJson}}`;
}
