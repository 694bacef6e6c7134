import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the server and editor bundles (skipped when up to date) before any spec runs. */
export default function globalSetup(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const result = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see the output above.');
}
