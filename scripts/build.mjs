// Builds what `npm start` and the end-to-end tests need, skipping any part that is up to date:
// the server bundle (esbuild) and the editor bundle (Vite).
//   node scripts/build.mjs [--server-only] [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');

/** Newest modification time (ms) of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(resolve(root, p));
  return newest;
}

function isFresh(stampFile, inputs) {
  if (force || !existsSync(stampFile)) return false;
  return Number(readFileSync(stampFile, 'utf8')) >= newestMtime(inputs);
}

function stamp(stampFile, inputs) {
  writeFileSync(stampFile, String(newestMtime(inputs)));
}

async function buildServer() {
  const inputs = [
    'packages/server/src',
    'packages/blocks/src',
    'packages/theme-json/src',
    'packages/server/package.json',
    'package-lock.json',
  ];
  const outdir = resolve(root, 'packages/server/dist');
  const stampFile = join(outdir, '.build-stamp');
  if (isFresh(stampFile, inputs)) return console.log('server: up to date');
  const started = Date.now();
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(resolve(root, 'packages/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter(
    (name) => !name.startsWith('@atelier/'),
  );
  await build({
    entryPoints: [
      resolve(root, 'packages/server/src/main.ts'),
      resolve(root, 'packages/server/src/cli.ts'),
    ],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  stamp(stampFile, inputs);
  console.log(`server: built in ${Date.now() - started} ms`);
}

/** Writes .br and .gz beside every script and stylesheet, so the server sends them as they are. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (/\.(js|css|svg|json)$/.test(entry.name)) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

function buildEditor() {
  const editorDir = resolve(root, 'packages/editor');
  if (!existsSync(join(editorDir, 'vite.config.ts')))
    return console.log('editor: no vite.config.ts, skipped');
  const inputs = [
    'packages/editor/src',
    'packages/editor/vite.config.ts',
    'packages/editor/package.json',
    'packages/blocks/src',
    'packages/theme-json/src',
    'packages/dataviews/src',
    'package-lock.json',
  ];
  const stampFile = join(editorDir, 'dist', '.build-stamp');
  if (isFresh(stampFile, inputs)) return console.log('editor: up to date');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: editorDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The editor build failed.');
  precompress(join(editorDir, 'dist'));

  stamp(stampFile, inputs);
  console.log(`editor: built in ${Date.now() - started} ms`);
}

try {
  await buildServer();
  if (!args.has('--server-only')) buildEditor();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
