// What each script of the editor's `canvas=edit` first load holds, by module group and gzip
// bytes: builds the editor with source maps into a temporary folder (packages/editor/dist is left
// alone) and splits every first-load chunk by the sources its map names.
//   npx tsx scripts/bundle/report-chunks.ts [--dir <a build with source maps>] [--modules]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  EDITOR_ASSET_BASE,
  EditorAssetManifest,
} from '../../packages/server/src/admin/editor-assets.js';
import { CANVAS_CHUNK } from '../../packages/server/src/admin/editor-screen-modules.js';
import { chunkComposition, groupShares, type ModuleShare } from './chunk-composition.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const given = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : undefined;
const byModule = args.includes('--modules');

function buildWithSourceMaps(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'atelier-chunks-'));
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
    { cwd: join(root, 'packages/editor'), stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('the editor build failed; see the output above.');
  return outDir;
}

const dist = given ? resolve(given) : buildWithSourceMaps();
const manifest = new EditorAssetManifest(dist);
const entry = manifest.load();
if (!entry) throw new Error(`no editor build in ${dist}`);
const canvas = manifest.modules([CANVAS_CHUNK]);
const scripts = [entry.script, ...entry.preloads, ...canvas.preloads];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (share: ModuleShare) =>
  `| ${share.source} | ${kB(share.bytes)} | ${kB(share.gzipBytes)} |`;

console.log(`Build: ${dist}\n`);
for (const href of scripts) {
  const path = join(dist, href.slice(EDITOR_ASSET_BASE.length));
  const code = readFileSync(path, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `### ${href.slice(EDITOR_ASSET_BASE.length)}: ${kB(code.length)}, ${kB(gzip)} gzip\n`,
  );
  if (!existsSync(`${path}.map`)) {
    console.log('(no source map)\n');
    continue;
  }
  const shares = chunkComposition(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')));
  console.log('| modules | minified | gzip alone |\n|---|---|---|');
  for (const share of (byModule ? shares : groupShares(shares)).slice(0, 40)) {
    console.log(row(share));
  }
  console.log('');
}
