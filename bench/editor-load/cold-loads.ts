import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../../e2e/atelier-server.js';
import { launchQuietChromium } from '../shared/quiet-chromium.js';
import { addPageProbe } from './page-probe.js';
import { atelierTarget } from './targets.js';

/**
 * `runs` cold loads of the editor's `canvas=edit` address on a fresh Atelier: each in a new
 * browser context, logged in, with the page probe (`__atelierBench`) added; `load` starts the
 * navigation (`goto` with the editor path) and answers what it measured.
 */
export async function coldEditorLoads<T>(
  runs: number,
  load: (page: Page, editorPath: string, context: BrowserContext) => Promise<T>,
): Promise<T[]> {
  const server = await startAtelier({ LOG_LEVEL: 'error' });
  const browser = await launchQuietChromium();
  const target = atelierTarget(server.url, ADMIN_PASSWORD);
  const results: T[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: target.baseURL });
      try {
        const page = await context.newPage();
        await target.logIn(page);
        await addPageProbe(page);
        results.push(await load(page, target.editorPath, context));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
