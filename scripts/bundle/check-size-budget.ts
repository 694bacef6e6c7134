// The size budget of the editor's first load (a stage of `npm test`): what the site editor's HTML
// has the browser fetch before its first screen, by gzip-compressed bytes, from the production
// build (built first when it is not up to date). Fails naming the files when a budget is passed.
//   npx tsx scripts/bundle/check-size-budget.ts
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  EDITOR_ASSET_BASE,
  EditorAssetManifest,
} from '../../packages/server/src/admin/editor-assets.js';
import { CANVAS_CHUNK } from '../../packages/server/src/admin/editor-screen-modules.js';
import { type SizedFile, weighFirstLoads } from './size-budget.js';

/**
 * Budgets in gzip bytes, with ~5% headroom over what the build weighed when they were set: after
 * the second first-load pass of issue 22 (the blocks' HTML reading on the browser's own parser;
 * the settings sidebar's panels, the welcome guides, the command palette and the header's dialogs
 * on demand), 126.9 kB for every screen and 300.7 kB with the editing canvas. Raise one only with
 * a reason in the commit; lower it when a change makes the load lighter.
 */
const BUDGETS = { everyScreen: 133_500, editingCanvas: 316_000 };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'packages/editor/dist');

const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('size budget: the build failed; see the output above.');
  process.exit(1);
}

const manifest = new EditorAssetManifest(dist);
const entry = manifest.load();
if (!entry) {
  console.error(`size budget: no editor build in ${dist}.`);
  process.exit(1);
}

/** The file as the server sends it to a gzip client: its precompressed copy, or gzip -9 of it. */
function sized(href: string): SizedFile {
  const file = href.slice(EDITOR_ASSET_BASE.length);
  const path = join(dist, file);
  const bytes = existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
  return { file, bytes };
}

const everyScreen = [entry.script, ...entry.preloads, ...entry.styles].map(sized);
const canvas = manifest.modules([CANVAS_CHUNK]);
const report = weighFirstLoads([
  { name: 'every first screen (entry)', files: everyScreen, budget: BUDGETS.everyScreen },
  {
    name: 'editing canvas (canvas=edit)',
    files: [...everyScreen, ...[...canvas.preloads, ...canvas.styles].map(sized)],
    budget: BUDGETS.editingCanvas,
  },
]);
for (const line of report.lines) console.log(line);
if (!report.ok) {
  console.error(
    "size budget: the editor's first load grew past its budget (scripts/bundle/check-size-budget.ts).",
  );
  process.exit(1);
}
