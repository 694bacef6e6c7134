import type { Page } from '@playwright/test';

/** Logs in to the Atelier site `page` is relative to, as its administrator. */
export async function logInToAtelier(page: Page, password: string): Promise<void> {
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);
}

/** A WordPress site to measure beside Atelier: `WP_URL`, `WP_USER` (admin), `WP_PASSWORD`. */
export interface WordPressSite {
  baseURL: string;
  logIn(page: Page): Promise<void>;
}

/**
 * The WordPress site named by the environment, or null without `WP_URL`. Its login goes through
 * WordPress's own form; never run against a live WordPress (there is none on this machine).
 */
export function wordpressSite(env: NodeJS.ProcessEnv): WordPressSite | null {
  const baseURL = env.WP_URL?.replace(/\/+$/, '');
  if (!baseURL) return null;
  const user = env.WP_USER ?? 'admin';
  const password = env.WP_PASSWORD ?? '';
  return {
    baseURL,
    async logIn(page) {
      await page.goto('/wp-login.php');
      await page.locator('#user_login').fill(user);
      await page.locator('#user_pass').fill(password);
      await page.locator('#wp-submit').click();
      await page.waitForURL(/\/wp-admin\//);
    },
  };
}
