// One cold load of the editor under a DevTools trace and a sampled JavaScript profile
// (`BENCH_PROFILE=1`): both written beside this file (profiles/, open them in Chrome's DevTools
// Performance panel), and printed: the React commits before the first block, the main thread's
// time from the HTML to the first block by activity and task by task, and the JavaScript self time
// by function and by file in that window. Function names are readable only in an editor built
// without minification (`npx vite build --minify false` in packages/editor).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { collectTraceEvents, PAGE_LOAD_CATEGORIES } from '../shared/trace-events.js';
import { addPageProbe, FIRST_BLOCK_MARK, readPageProbe } from './page-probe.js';
import type { EditorTarget } from './targets.js';
import { summariseMainThread, type TraceEvent } from './trace-summary.js';

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ms = (value: number) => value.toFixed(1).padStart(7);

/** Loads the editor once, traced and profiled, and prints where its main thread went. */
export async function profileLoad(browser: Browser, target: EditorTarget): Promise<void> {
  const context = await browser.newContext({ baseURL: target.baseURL });
  try {
    const page = await context.newPage();
    await target.logIn(page);
    await addPageProbe(page, true);
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    collectTraceEvents(cdp, events);
    await cdp.send('Tracing.start', {
      categories: PAGE_LOAD_CATEGORIES,
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(target.editorPath, { waitUntil: 'commit' });
    await page
      .frameLocator(target.frame)
      .locator(target.firstBlock)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const probe = await readPageProbe(page);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;

    const folder = join(dirname(fileURLToPath(import.meta.url)), 'profiles');
    mkdirSync(folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const tracePath = join(folder, `${target.name.toLowerCase()}-${stamp}.trace.json`);
    writeFileSync(tracePath, JSON.stringify({ traceEvents: events }));
    writeFileSync(tracePath.replace('.trace.json', '.cpuprofile'), JSON.stringify(profile));
    console.log(`\n${target.name}: profile of one cold load — ${tracePath} (and .cpuprofile)`);

    const mark = events.find((event) => event.name === FIRST_BLOCK_MARK);
    if (mark === undefined) {
      console.log('  the first-block mark is missing from the trace');
      return;
    }
    const to = mark.ts;
    const from = to - (probe.firstBlockMs - probe.responseStartMs) * 1000;
    const mainThread = (event: TraceEvent) => event.pid === mark.pid && event.tid === mark.tid;
    printProbe(probe);
    printMainThread(events.filter(mainThread), from, to);
    printProfile(profile, from, to);
  } finally {
    await context.close();
  }
}

function printProbe(probe: Awaited<ReturnType<typeof readPageProbe>>) {
  const since = (at: number) => ms(at - probe.responseStartMs);
  console.log(
    `  HTML → first block: ${(probe.firstBlockMs - probe.responseStartMs).toFixed(0)} ms`,
  );
  console.log(`  React commits before the first block: ${probe.commits.length}`);
  for (const commit of probe.commits) {
    const rendered = Object.entries(commit.rendered ?? {}).sort((a, b) => b[1] - a[1]);
    const total = rendered.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `    +${since(commit.atMs)} ms  blocks in the frame: ${commit.blocksInFrame}; components rendered: ${total}`,
    );
    const shown = rendered.slice(0, 70).map(([name, count]) => `${name} ×${count}`);
    if (shown.length > 0) console.log(`      ${shown.join(', ')}`);
    if (commit.origins?.length)
      console.log(`      rendered with the same props: ${commit.origins.join(', ')}`);
  }
  console.log(`  <style> elements in the frame: ${probe.frameStyleElements}`);
  console.log(`  the frame's fonts then: ${probe.frameFonts.join('; ') || 'none'}`);
}

function printMainThread(events: TraceEvent[], from: number, to: number) {
  const summary = summariseMainThread(events, from, to, 4);
  console.log(
    `  main thread, HTML → first block: ${summary.windowMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms, CPU ${summary.cpuMs.toFixed(0)} ms; self time by activity:`,
  );
  for (const activity of summary.byActivity.slice(0, 16))
    console.log(`    ${ms(activity.ms)}  ${activity.name} ×${activity.count}`);
  console.log('  tasks of 4 ms or more (ms after the HTML, length, main parts):');
  for (const task of summary.tasks) {
    const parts = task.parts.map((part) => `${part.label} ${part.ms.toFixed(1)}`).join(', ');
    console.log(`    +${ms(task.atMs)}  ${ms(task.ms)}  ${parts}`);
  }
  const markers = events
    .filter(
      (event) =>
        event.ts >= from &&
        event.ts <= to &&
        ['ResourceSendRequest', 'ResourceFinish', 'MarkLoad', 'MarkDOMContent'].includes(
          event.name,
        ),
    )
    .sort((a, b) => a.ts - b.ts);
  console.log('  requests and document events in the window (ms after the HTML):');
  const urls = new Map<string, string>();
  for (const event of markers) {
    const data = event.args?.data;
    if (event.name === 'ResourceSendRequest' && data?.requestId && data.url)
      urls.set(data.requestId, data.url);
    const url = data?.url ?? (data?.requestId ? urls.get(data.requestId) : undefined);
    const file = url?.split('?')[0]?.split('/').at(-1) ?? '';
    console.log(`    +${ms((event.ts - from) / 1000)}  ${event.name} ${file}`);
  }
}

function printProfile(profile: CpuProfile, from: number, to: number) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const frame = frames.get(id);
    if (frame === undefined || time < from || time > to) return;
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const file = frame.url.split('?')[0]?.split('/').at(-1) || frame.functionName;
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
  });
  const skipped = ['(idle)', '(program)'];
  const top = (totals: Map<string, number>, count: number) =>
    [...totals]
      .filter(([key]) => !skipped.some((name) => key.startsWith(name)))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  console.log('  JavaScript self time in the window by file (ms):');
  for (const [file, total] of top(byFile, 10)) console.log(`    ${ms(total)}  ${file}`);
  console.log('  JavaScript self time in the window by function (ms), top 25:');
  for (const [key, total] of top(byFunction, 25)) console.log(`    ${ms(total)}  ${key}`);
}
