import { defineConfig } from '@playwright/test';
import { findChromium, NO_BROWSER_MESSAGE } from './e2e/browser-path.js';

const executablePath = findChromium();
if (!executablePath) throw new Error(NO_BROWSER_MESSAGE);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more: a machine under load can fail a sound test; one that
  // fails twice fails the run, and one that passes only on its retry is named in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
