// Canvas typing latency and block selection time on a template of 500 blocks (Playwright driving
// Chromium against a fresh server). Typing: keydown → next paint, over 200 keystrokes; selection:
// mousedown on a block → the paint that shows it selected.
//   npm run build && npx tsx bench/canvas-typing.ts
import { chromium, type Frame } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../e2e/atelier-server.js';
import { findChromium } from '../e2e/browser-path.js';

const BLOCKS = 500;
const KEYSTROKES = 200;
const SELECTIONS = 20;

function templateMarkup(): string {
  const parts: string[] = [];
  for (let i = 0; i < BLOCKS; i += 1) {
    if (i % 25 === 0) {
      parts.push(
        `<!-- wp:heading -->\n<h2 class="wp-block-heading">Section ${i / 25 + 1}</h2>\n<!-- /wp:heading -->`,
      );
    } else if (i % 10 === 0) {
      parts.push(
        `<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Grouped paragraph ${i}</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->`,
      );
    } else {
      parts.push(
        `<!-- wp:paragraph -->\n<p>Paragraph ${i} with <strong>some</strong> text to type next to.</p>\n<!-- /wp:paragraph -->`,
      );
    }
  }
  return parts.join('\n\n');
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, n: sorted.length };
}

/** Installs a keydown → next-paint recorder in the canvas document. */
async function installRecorder(frame: Frame) {
  await frame.evaluate(() => {
    const samples: number[] = [];
    Object.assign(window, { __benchSamples: samples });
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
}

// Scripts for the page are strings: tsx would wrap named inner functions in a helper the page lacks.
const SELECT_RECORDER = `
  document.addEventListener('mousedown', (event) => {
    const start = event.timeStamp;
    const block = event.target.closest('[data-block]');
    const check = () => {
      if (document.querySelector('.is-selected') === block) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.__benchSelect = performance.now() - start; };
        channel.port2.postMessage(null);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
`;

const server = await startAtelier({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
  const nonce = (
    await (await page.request.get(`${server.url}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
  ).trim();
  const created = await page.request.post(`${server.url}/wp-json/wp/v2/templates`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { slug: 'bench-500', title: 'Bench 500', status: 'publish', content: templateMarkup() },
  });
  if (!created.ok()) throw new Error(`Creating the template failed: ${await created.text()}`);

  const opened = Date.now();
  await page.goto(
    `${server.url}/wp-admin/site-editor.php?${new URLSearchParams({ p: '/wp_template/loom//bench-500', canvas: 'edit' })}`,
  );
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await canvas
    .locator('[data-type="core/paragraph"]')
    .nth(BLOCKS / 2)
    .waitFor();
  const blockCount = await canvas.locator('[data-block]').count();
  console.log(
    `canvas ready with ${blockCount} blocks in ${Date.now() - opened} ms (navigation included)`,
  );
  const frame = page.frame({ name: 'editor-canvas' });
  if (frame === null) throw new Error('No canvas frame');

  // Time to select: mousedown → the frame that paints the selection.
  const selectTimes: number[] = [];
  for (let i = 0; i < SELECTIONS; i += 1) {
    const target = canvas.locator('[data-type="core/paragraph"]').nth(100 + i * 7);
    await target.scrollIntoViewIfNeeded();
    await frame.evaluate(SELECT_RECORDER);
    await target.click();
    await frame.waitForFunction(() => '__benchSelect' in window);
    selectTimes.push(
      await frame.evaluate(() => {
        const value = Reflect.get(window, '__benchSelect') as number;
        Reflect.deleteProperty(window, '__benchSelect');
        return value;
      }),
    );
  }

  // Typing: 200 keystrokes at the end of a paragraph in the middle of the template.
  const paragraph = canvas.locator('[data-type="core/paragraph"]').nth(BLOCKS / 2);
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click();
  await page.keyboard.press('End');
  await installRecorder(frame);
  const text = 'the quick brown fox jumps over the lazy dog ';
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.type(text[i % text.length] ?? 'x');
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(200);
  const samples = await frame.evaluate(() => Reflect.get(window, '__benchSamples') as number[]);
  const typed = await paragraph.textContent();
  const typing = stats(samples);
  const select = stats(selectTimes);
  console.log(`typed ${typed?.length ?? 0} characters into one paragraph of ${blockCount} blocks`);
  console.log(
    `typing latency (keydown → next paint, ${typing.n} keystrokes): median ${typing.median.toFixed(1)} ms, p95 ${typing.p95.toFixed(1)} ms, max ${typing.max.toFixed(1)} ms`,
  );
  console.log(
    `select a block (mousedown → painted, ${select.n} clicks): median ${select.median.toFixed(1)} ms, p95 ${select.p95.toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
