import { type Browser, chromium } from '@playwright/test';
import { findChromium } from '../../e2e/browser-path.js';

/**
 * Chromium for timing page loads: no background networking, updates, sync or QUIC, so the only
 * requests a load makes are the page's own.
 */
export function launchQuietChromium(): Promise<Browser> {
  const executablePath = findChromium() ?? undefined;
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
