// What of each script ran before the first canvas block: one cold load per run under V8's
// precise block coverage, taken when the page probe sees the first block enter the frame; per
// script, its size and the bytes inside blocks that had run (module bodies included), as V8
// counts them (a nested range overrides the one around it). Deterministic but for which
// functions the load happens to reach before that moment.
//   node scripts/build.mjs && npx tsx bench/editor-load/coverage.ts [runs]
import { loadavg } from 'node:os';
import { coldEditorLoads } from './cold-loads.js';

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface ScriptCoverage {
  url: string;
  functions: { ranges: CoverageRange[] }[];
}

/** Bytes of a script inside blocks that ran, and its length (the outermost range's end). */
export function usedBytes(script: ScriptCoverage): { used: number; total: number } {
  const ranges = script.functions.flatMap((fn) => fn.ranges);
  const total = Math.max(0, ...ranges.map((range) => range.endOffset));
  const ran = new Uint8Array(total);
  // Outer ranges first, so each nested range overrides the one around it.
  const ordered = [...ranges].sort(
    (a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset),
  );
  for (const range of ordered)
    ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return { used: ran.reduce((sum, bit) => sum + bit, 0), total };
}

const runs = Number(process.argv[2] ?? 3);
const byFile = new Map<string, { used: number[]; total: number }>();
await coldEditorLoads(runs, async (page, editorPath, context) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
  await page.goto(editorPath, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      ((window as { __atelierBench?: { firstBlockMs: number } }).__atelierBench?.firstBlockMs ??
        0) > 0,
  );
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as {
    result: ScriptCoverage[];
  };
  for (const script of result) {
    const name = script.url.split('?')[0]?.split('/').pop() ?? '';
    if (!name.endsWith('.js')) continue;
    const { used, total } = usedBytes(script);
    const entry = byFile.get(name) ?? { used: [], total };
    entry.used.push(used);
    byFile.set(name, entry);
  }
});
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `scripts before the first block, median of ${runs} cold loads (load ${loadavg()[0]?.toFixed(1)})`,
);
let used = 0;
let total = 0;
for (const [name, entry] of [...byFile].sort((a, b) => b[1].total - a[1].total)) {
  const ran = median(entry.used);
  used += ran;
  total += entry.total;
  console.log(
    `  ${name.padEnd(40)} ${kB(entry.total).padStart(9)}  ran ${kB(ran).padStart(9)}  ${((100 * ran) / entry.total).toFixed(0).padStart(3)} %`,
  );
}
console.log(
  `  ${'all'.padEnd(40)} ${kB(total).padStart(9)}  ran ${kB(used).padStart(9)}  ${((100 * used) / total).toFixed(0).padStart(3)} %`,
);
