// `npm start`: build what is stale, then run the server in this process (signals reach it directly).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.setSourceMapsEnabled(true);
await import(resolve(root, 'packages/server/dist/main.mjs'));
