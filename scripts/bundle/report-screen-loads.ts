// What each first screen's page has the browser fetch before it runs, by gzip bytes: the entry
// with its imports and stylesheet, and the chunks the page names for the screen (the server's own
// table, `editor-screen-modules.ts`), from a production build. No timing: the same build always
// weighs the same. Compare two builds with `--dir <build> --dir <other build>`.
//   npx tsx scripts/bundle/report-screen-loads.ts [--dir <build>]…
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  EDITOR_ASSET_BASE,
  EditorAssetManifest,
} from '../../packages/server/src/admin/editor-assets.js';
import { screenModules } from '../../packages/server/src/admin/editor-screen-modules.js';
import { type SizedFile, weighFirstLoads } from './size-budget.js';

/** The first screens weighed: the list screens of the Design area, and the editing canvas. */
const LOCATIONS: readonly string[] = [
  'p=/',
  'p=/wp_template',
  'p=/wp_template/all',
  'p=/page',
  'p=/pages',
  'p=/patterns',
  'p=/navigation',
  'p=/wp_global_styles',
  'p=/wp_template/loom//index&canvas=edit',
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const dirs = args.flatMap((arg, i) => (args[i - 1] === '--dir' ? [resolve(arg)] : []));
if (dirs.length === 0) dirs.push(join(root, 'packages/editor/dist'));

/** The file as a gzip client receives it: its precompressed copy, or gzip -9 of it. */
function sizedIn(dist: string): (href: string) => SizedFile {
  return (href) => {
    const file = href.slice(EDITOR_ASSET_BASE.length);
    const path = join(dist, file);
    const bytes = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
    return { file: file.replace(/-[\w-]{8}\.(js|css)$/, '.$1'), bytes };
  };
}

const totals: Record<string, string[]> = {};
for (const dist of dirs) {
  const manifest = new EditorAssetManifest(dist);
  const entry = manifest.load();
  if (!entry) throw new Error(`no editor build in ${dist}`);
  const sized = sizedIn(dist);
  const entryFiles = [entry.script, ...entry.preloads, ...entry.styles];
  console.log(`## ${dist}\n`);
  for (const location of LOCATIONS) {
    const screen = manifest.modules(screenModules(new URLSearchParams(location)));
    const files = [...entryFiles, ...screen.preloads, ...screen.styles].map(sized);
    const report = weighFirstLoads([{ name: location, files, budget: Number.POSITIVE_INFINITY }]);
    for (const line of report.lines) console.log(line.replace(/ of Infinity kB/, ''));
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    totals[location] = [
      ...(totals[location] ?? []),
      `${(total / 1000).toFixed(1)} kB, ${files.length} files`,
    ];
  }
  console.log('');
}
console.log(`| first screen | ${dirs.map((_, i) => `build ${i + 1}`).join(' | ')} |`);
console.log(`|---|${dirs.map(() => '---|').join('')}`);
for (const location of LOCATIONS) {
  console.log(`| \`${location}\` | ${(totals[location] ?? []).join(' | ')} |`);
}
