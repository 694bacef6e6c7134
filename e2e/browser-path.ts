import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const NO_BROWSER_MESSAGE = [
  'No Chromium browser was found for the end-to-end tests.',
  'Install one of:',
  '  • Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)',
  '  • Playwright’s own build: npx playwright install chromium',
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser; null if none. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(
        `CHROMIUM_PATH points at ${fromEnv}, which does not exist.\n${NO_BROWSER_MESSAGE}`,
      );
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    return null;
  }
  return null;
}
