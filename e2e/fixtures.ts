import { test as base, expect, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  type AtelierServer,
  EDITOR_PASSWORD,
  startAtelier,
} from './atelier-server.js';

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
  /** Logs the page in as a demo user (optionally landing on a path). */
  loginAs: (user: DemoUser, redirectTo?: string) => Promise<void>;
}

/**
 * Every test gets its own server process and database, so tests never see each other's data.
 * Use `page.goto('/…')`: baseURL points at the test's server.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures declare their dependencies by destructuring.
  server: async ({}, use, testInfo) => {
    const server = await startAtelier();
    await use(server);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server-output', { body: server.output(), contentType: 'text/plain' });
    }
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  loginAs: async ({ page }, use) => {
    await use((user, redirectTo) => logIn(page, user, redirectTo));
  },
});

export { expect };
