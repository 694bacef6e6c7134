// `npm run bench`: every benchmark in this folder, one after another, printing their figures.
// Benchmarks never gate `npm test`; run them on a quiet machine for figures worth comparing.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n━━ ${bench} ━━`);
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(here, bench)], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
