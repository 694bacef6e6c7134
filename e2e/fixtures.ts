import { test as base, expect, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  type AtelierServer,
  EDITOR_PASSWORD,
  startAtelier,
} from './atelier-server.js';
import { watchNetwork } from './network-quiet.js';
import { dismissWelcomeGuides } from './welcome-guides.js';

export type DemoUser = 'admin' | 'editor';

const PASSWORDS: Record<DemoUser, string> = { admin: ADMIN_PASSWORD, editor: EDITOR_PASSWORD };

/** Logs in through the login form, as a person would, and waits to leave the form. */
export async function logIn(page: Page, user: DemoUser, redirectTo?: string): Promise<void> {
  await page.goto(
    redirectTo ? `/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}` : '/wp-login.php',
  );
  await page.getByLabel('Username or Email Address').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS[user]);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
}

interface Fixtures {
  /** A fresh server and database for this test. */
  server: AtelierServer;
  /**
   * Logs the page in as a demo user (optionally landing on a path). Unless `welcomeGuides` is
   * on, the user's welcome guides are turned off first, so none covers the editor.
   */
  loginAs: (user: DemoUser, redirectTo?: string) => Promise<void>;
  /** Option: keep the welcome guides as a new user has them (on); `test.use({ welcomeGuides: true })`. */
  welcomeGuides: boolean;
  /** Option: environment added to the test's server; `test.use({ serverEnv: { ATELIER_COLLAB: 'off' } })`. */
  serverEnv: Record<string, string>;
}

/**
 * Every test gets its own server process and database, so tests never see each other's data.
 * Use `page.goto('/…')`: baseURL points at the test's server.
 */
export const test = base.extend<Fixtures>({
  server: async ({ serverEnv }, use, testInfo) => {
    const server = await startAtelier(serverEnv);
    await use(server);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server-output', { body: server.output(), contentType: 'text/plain' });
    }
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Every test's page counts its requests in flight from the start (`networkQuiet`).
  page: async ({ page }, use) => {
    watchNetwork(page);
    await use(page);
  },
  welcomeGuides: [false, { option: true }],
  serverEnv: [{}, { option: true }],
  loginAs: async ({ page, welcomeGuides }, use) => {
    await use(async (user, redirectTo) => {
      if (welcomeGuides) return logIn(page, user, redirectTo);
      // The guides are off before the editor loads its preferences: log in, then go there.
      await logIn(page, user);
      await dismissWelcomeGuides(page.request);
      if (redirectTo !== undefined) await page.goto(redirectTo);
    });
  },
});

export { expect };
