// The typing row's floor: the same keydown → next frame recorder and typing pace as
// `canvas-typing.ts`'s long-template row, on pages that run no script of their own — a
// contenteditable paragraph alone, and 583 paragraphs in a contenteditable body (the long
// template's count) — in the same Chromium. What these pages take is what the browser takes to
// show a typed character at all: the wait for its next frame plus that frame's rendering. Beside
// each row, how long the animation frame came after the keydown, the part that only waits.
//   npx tsx bench/canvas-typing/browser-floor.ts
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { findChromium } from '../../e2e/browser-path.js';
import { KEYSTROKES, stats, TYPING_RECORDER, typeKeys, WARM_UP } from './typing-probe.js';

/** keydown → the animation frame's callback (no rendering yet): the wait for the frame alone. */
const FRAME_WAIT_RECORDER = `
  window.__benchWaits = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame((frameStart) => window.__benchWaits.push(frameStart - start));
  }, true);
`;

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => `<p>Paragraph ${i} of plain text to type into.</p>`).join(
    '',
  );

const PAGES = [
  { name: 'one contenteditable paragraph', body: '<p contenteditable>Type here: </p>' },
  { name: '583 paragraphs, contenteditable body', body: paragraphs(583), editableBody: true },
];

const executablePath = findChromium() ?? undefined;
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  console.log(
    `browser floor of "keydown → next frame" (${KEYSTROKES} keystrokes, load ${loadAverage()})`,
  );
  for (const spec of PAGES) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const attributes = spec.editableBody ? ' contenteditable' : '';
    await page.setContent(`<!doctype html><html><body${attributes}>${spec.body}</body></html>`);
    await page.evaluate(`${TYPING_RECORDER}\n${FRAME_WAIT_RECORDER}`);
    await page
      .locator('p')
      .nth(spec.editableBody ? 300 : 0)
      .click();
    await page.keyboard.press('End');
    await typeKeys(page, WARM_UP);
    await page.evaluate('window.__benchSamples.length = 0; window.__benchWaits.length = 0;');
    await typeKeys(page, KEYSTROKES, WARM_UP);
    await page.waitForTimeout(100);
    const frame = stats((await page.evaluate('window.__benchSamples')) as number[]);
    const wait = stats((await page.evaluate('window.__benchWaits')) as number[]);
    console.log(
      `  ${spec.name.padEnd(38)} keydown → next frame median ${frame.median.toFixed(1)} ms, p95 ` +
        `${frame.p95.toFixed(1)} · of it until the frame began: median ${wait.median.toFixed(1)}, ` +
        `p95 ${wait.p95.toFixed(1)} (n=${frame.n})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}

function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}
