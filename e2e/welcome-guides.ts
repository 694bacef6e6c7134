import type { APIRequestContext } from '@playwright/test';

/**
 * The site editor's welcome guides (spec 1 §3 preferences, scope `core/edit-site`), all off:
 * the state most tests want, so a guide never covers the editor they drive. A guide added later
 * is listed here too.
 */
export const DISMISSED_WELCOME_GUIDES: Readonly<Record<string, boolean>> = Object.freeze({
  welcomeGuide: false,
  welcomeGuideStyles: false,
  welcomeGuidePage: false,
  welcomeGuideTemplate: false,
});

type PersistedPreferences = Record<string, unknown>;

/**
 * Turns the welcome guides off for the user `request` is logged in as (its cookies), through
 * `POST /wp/v2/users/me` as the editor saves preferences; other saved preferences are kept.
 */
export async function dismissWelcomeGuides(request: APIRequestContext): Promise<void> {
  const nonce = (
    await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const headers = { 'X-WP-Nonce': nonce };
  const me = await request.get('/wp-json/wp/v2/users/me?context=edit', { headers });
  if (!me.ok()) throw new Error(`Reading the user's preferences failed: ${me.status()}`);
  const body = (await me.json()) as { meta?: { persisted_preferences?: PersistedPreferences } };
  const saved = body.meta?.persisted_preferences ?? {};
  const scope = saved['core/edit-site'];
  const editSite = typeof scope === 'object' && scope !== null ? scope : {};
  const response = await request.post('/wp-json/wp/v2/users/me', {
    headers,
    data: {
      meta: {
        persisted_preferences: {
          ...saved,
          'core/edit-site': { ...editSite, ...DISMISSED_WELCOME_GUIDES },
          _modified: new Date().toISOString(),
        },
      },
    },
  });
  if (!response.ok()) {
    throw new Error(`Dismissing the welcome guides failed: ${await response.text()}`);
  }
}
