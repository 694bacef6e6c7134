import type { Page } from '@playwright/test';
import { dismissWelcomeGuides } from '../../e2e/welcome-guides.js';
import { logInToAtelier, wordpressSite } from '../shared/log-in.js';

/** A site editor the typing bench drives: how to log in and where its templates live. */
export interface TypingTarget {
  name: string;
  baseURL: string;
  /** The theme whose templates the bench adds (`theme//slug` ids). */
  theme: string;
  logIn(page: Page): Promise<void>;
}

/** Atelier in a fresh server the bench started: the bundled Loom theme. */
export function atelierTarget(baseURL: string, password: string): TypingTarget {
  return {
    name: 'Atelier',
    baseURL,
    theme: 'loom',
    logIn: (page) => logInToAtelier(page, password),
  };
}

/**
 * WordPress's site editor (`WP_URL`, `WP_USER`, `WP_PASSWORD`; `WP_THEME`, Twenty Twenty-Five by
 * default). Written against WordPress's REST API and login form; not yet run against a live
 * WordPress.
 */
export function wordpressTarget(env: NodeJS.ProcessEnv): TypingTarget | null {
  const site = wordpressSite(env);
  if (site === null) return null;
  const { baseURL } = site;
  return {
    name: 'WordPress',
    baseURL,
    theme: env.WP_THEME ?? 'twentytwentyfive',
    logIn: site.logIn,
  };
}

/**
 * Logs in, turns the welcome guides off (the user's saved preferences, as the editor stores
 * them) and saves the template `slug` with `content`, creating it the first time.
 * Returns the editor's address for it in edit mode.
 */
export async function prepareTemplate(
  page: Page,
  target: TypingTarget,
  slug: string,
  content: string,
): Promise<string> {
  const request = page.request;
  await dismissWelcomeGuides(request);
  const nonce = (
    await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const headers = { 'X-WP-Nonce': nonce };
  const id = `${target.theme}//${slug}`;
  const existing = await request.get(`/wp-json/wp/v2/templates/${id}?context=edit`, { headers });
  const saved = existing.ok()
    ? await request.post(`/wp-json/wp/v2/templates/${id}`, { headers, data: { content } })
    : await request.post('/wp-json/wp/v2/templates', {
        headers,
        data: { slug, title: slug, status: 'publish', content },
      });
  if (!saved.ok()) throw new Error(`Saving the template ${slug} failed: ${await saved.text()}`);
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: `/wp_template/${id}`, canvas: 'edit' })}`;
}
