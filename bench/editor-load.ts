// Editor first load: from the site editor's HTML arriving to the first block visible in the canvas
// of the Loom index template, with the number of requests and bytes transferred (Playwright driving
// Chromium against a fresh server; a cold browser cache each run).
//   npm run build && npx tsx bench/editor-load.ts
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../e2e/atelier-server.js';
import { findChromium } from '../e2e/browser-path.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITOR = '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Findex&canvas=edit';

const server = await startAtelier({ LOG_LEVEL: 'error' });
const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({
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
const results: { firstBlock: number; requests: number; bytes: number }[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/wp-login.php');
    await page.getByLabel('Username or Email Address').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/wp-admin\//);

    let requests = 0;
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      requests++;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    let htmlArrived = 0;
    page.on('response', (response) => {
      if (response.url().includes('/site-editor.php') && htmlArrived === 0)
        htmlArrived = Date.now();
    });
    await page.goto(EDITOR, { waitUntil: 'commit' });
    const canvas = page.frameLocator('iframe[name="editor-canvas"]');
    await canvas.locator('[data-block]').first().waitFor({ state: 'visible', timeout: 30_000 });
    const firstBlock = Date.now() - htmlArrived;
    await page.waitForLoadState('networkidle');
    results.push({ firstBlock, requests, bytes });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = (key: 'firstBlock' | 'requests' | 'bytes') =>
  results.map((r) => r[key]).sort((a, b) => a - b);
const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
console.log(`editor first load over ${RUNS} cold runs (Loom index template, edit mode)`);
console.log(
  `  HTML → first block visible: median ${median(sorted('firstBlock'))} ms (min ${sorted('firstBlock')[0]} ms)`,
);
console.log(`  requests: median ${median(sorted('requests'))}`);
console.log(`  transferred: median ${(median(sorted('bytes')) / 1024).toFixed(0)} KiB`);
