import type { Page } from '@playwright/test';

/**
 * Holds back an on-demand chunk of the editor (a slow network, a busy machine) until `release`
 * is called: the file whose name starts with `name` and a dash (`FrameTools-3xk2.js`).
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/${name}-[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
