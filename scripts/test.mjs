// `npm test`: type check, lint, layer rules (scripts/layers), unit + API tests (Vitest, SQLite and
// PostgreSQL when available), end-to-end tests (Playwright in Chromium), then the size budget of
// the editor's first load (scripts/bundle, on the build the end-to-end stage made). Every stage
// runs even if an earlier one failed, and the run ends with one summary line: "tests: N passed,
// N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Reports of this run (Playwright keeps its own artifacts in test-results/).
const results = resolve(root, '.tmp/test-reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (name) => resolve(root, 'node_modules/.bin', name);
const stages = [
  { name: 'typecheck', command: process.execPath, args: ['scripts/typecheck.mjs'] },
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  { name: 'layers', command: bin('tsx'), args: ['scripts/layers/run-check-layers.ts'] },
  {
    name: 'unit and API',
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/test-reports/vitest.json',
    ],
    report: 'vitest.json',
  },
  {
    name: 'end-to-end',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/test-reports/e2e.json' },
    report: 'e2e.json',
  },
  {
    name: 'size budget',
    command: bin('tsx'),
    args: ['scripts/bundle/check-size-budget.ts'],
  },
];

function countVitest(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: data.numPassedTests ?? 0,
    failed: data.numFailedTests ?? 0,
    skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let ok = true;
const started = Date.now();
for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
  const t0 = Date.now();
  const run = spawnSync(stage.command, stage.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const passedStage = run.status === 0;
  ok &&= passedStage;
  let counts = '';
  if (stage.report) {
    const file = resolve(results, stage.report);
    if (existsSync(file)) {
      const c = stage.report === 'vitest.json' ? countVitest(file) : countPlaywright(file);
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      counts = ` — ${c.passed} passed, ${c.failed} failed`;
      // A test that passed only on its retry (CI retries once) is named, never hidden.
      if (c.flaky) counts += ` (${c.flaky} passed only on a retry: see the list above)`;
    } else if (!passedStage) {
      totals.failed += 1;
      counts = ' — did not run to the end';
    }
  }
  lines.push(`${passedStage ? '✓' : '✗'} ${stage.name} (${seconds} s)${counts}`);
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(1)} s) ━━`);
for (const line of lines) console.log(line);
if (!ok && totals.failed === 0) totals.failed = 1;
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
