// Type-checks every package with its own compiler options (the isomorphic packages get no DOM and
// no Node types, so an accidental dependency on either fails here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/blocks',
  'packages/blocks/tsconfig.browser.json',
  'packages/theme-json',
  'packages/dataviews',
  'packages/collab',
  'packages/server',
  'packages/editor',
  'tsconfig.tools.json',
];

let failed = false;
for (const project of projects) {
  if (!existsSync(project)) continue;
  const result = spawnSync('npx', ['--no-install', 'tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
