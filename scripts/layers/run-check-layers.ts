// `npm run check-layers` (a stage of `npm test`): every import in packages/*/src against the layer
// rules. Fails on any violation that layer-baseline.json does not list.
//   --prune        rewrite the baseline without the entries that are gone (it never adds any)
//   --list         also print the violations the baseline allows
//   --root <dir>   check another checkout (for counting), against its own baseline if it has one
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Baseline,
  baselineSize,
  compareWithBaseline,
  createResolver,
  findViolations,
  type SourceFile,
} from './check-layers';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = resolve(
  rootArg === -1
    ? join(dirname(fileURLToPath(import.meta.url)), '../..')
    : (args[rootArg + 1] ?? '.'),
);
const baselineFile = join(root, 'scripts/layers/layer-baseline.json');

function toRepoPath(absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const files: SourceFile[] = readdirSync(join(root, 'packages'))
  .flatMap((name) => sourceFiles(join(root, 'packages', name, 'src')))
  .sort()
  .map((full) => ({ path: toRepoPath(full), code: readFileSync(full, 'utf8') }));

const resolveImport = createResolver((path) => {
  const full = join(root, path);
  return existsSync(full) && statSync(full).isFile();
});
const violations = findViolations(files, resolveImport);
const baseline: Baseline = existsSync(baselineFile)
  ? JSON.parse(readFileSync(baselineFile, 'utf8'))
  : {};
const { fresh, gone, pruned } = compareWithBaseline(violations, baseline);

for (const v of fresh) {
  console.error(`${v.file}:${v.line}  ${v.rule}: ${v.target}\n  ${v.message}`);
}
if (args.includes('--list')) {
  const known = new Set(fresh);
  for (const v of violations) {
    if (!known.has(v)) console.log(`${v.file}:${v.line}  ${v.rule}: ${v.target} (in the baseline)`);
  }
}
console.log(
  `layers: ${files.length} files, ${violations.length} violations (baseline ${baselineSize(baseline)}), ${fresh.length} new, ${gone.length} fixed`,
);
if (args.includes('--prune')) {
  writeFileSync(baselineFile, `${JSON.stringify(pruned, null, 2)}\n`);
  console.log(`layers: baseline now lists ${baselineSize(pruned)} violations`);
} else if (gone.length > 0) {
  console.log(
    'layers: run `npm run check-layers -- --prune` to drop the fixed ones from the baseline',
  );
}
process.exit(fresh.length > 0 ? 1 : 0);
