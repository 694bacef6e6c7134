// Applies the layer rules (layer-rules.ts) to source files and compares the result with the
// committed baseline of known violations: the check fails only on violations the baseline does not
// list, so the count can only go down. Pure functions; run-check-layers.ts does the file system.
import { posix } from 'node:path';
import { findImports, lineAt } from './find-imports';
import { type CodeRule, codeRules, type ImportRule, importRules } from './layer-rules';

export interface SourceFile {
  /** Repository path with forward slashes (`packages/editor/src/app/App.tsx`). */
  path: string;
  code: string;
}

export interface Violation {
  rule: string;
  message: string;
  file: string;
  line: number;
  /** The resolved import target, or for a code rule the code found. */
  target: string;
}

/** Turns a specifier written in `fromFile` into a repository path (or the bare npm specifier). */
export type Resolve = (fromFile: string, specifier: string) => string;

/** Known violations: rule → file → targets (a target listed twice was found twice). */
export type Baseline = Record<string, Record<string, string[]>>;

export interface Rules {
  importRules: ImportRule[];
  codeRules: CodeRule[];
}

const defaultRules: Rules = { importRules, codeRules };

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^$()[\]\\|]/g, '\\$&');
}

function segmentToRegExp(segment: string, bindings: Record<string, string>): string {
  let out = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i] ?? '';
    if (c === '*') out += '[^/]*';
    else if (c === '{') {
      const end = segment.indexOf('}', i);
      const options = segment.slice(i + 1, end).split(',');
      out += `(?:${options.map(escapeRegExp).join('|')})`;
      i = end;
    } else if (c === '<') {
      const end = segment.indexOf('>', i);
      const name = segment.slice(i + 1, end);
      const bound = bindings[name];
      out += bound === undefined ? `(?<${name}>[^/]+)` : escapeRegExp(bound);
      i = end;
    } else out += escapeRegExp(c);
  }
  return out;
}

/**
 * A RegExp for a path glob: `*` matches within one segment, `**` any number of whole segments
 * (at least one when it ends the glob), `{a,b}` either text, `<name>` one segment captured as a
 * named group, or the text bound to `name` when `bindings` has it.
 */
export function globToRegExp(glob: string, bindings: Record<string, string> = {}): RegExp {
  const segments = glob.split('/');
  let source = '^';
  let slash = false;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '**') {
      source += last ? `${slash ? '/' : ''}.+` : `${slash ? '/' : ''}(?:[^/]+/)*`;
      slash = false;
    } else {
      source += `${slash ? '/' : ''}${segmentToRegExp(segment, bindings)}`;
      slash = true;
    }
  });
  return new RegExp(`${source}$`);
}

/** The named groups of the first glob in `globs` that `path` matches, or null when none does. */
function matchAny(globs: string[], path: string, bindings: Record<string, string> = {}) {
  for (const glob of globs) {
    const match = globToRegExp(glob, bindings).exec(path);
    if (match) return { ...match.groups };
  }
  return null;
}

/** Whether a rule with `from` / `except` applies to `file`; its bindings if so. */
function appliesTo(rule: { from: string[]; except?: string[] }, file: string) {
  const bindings = matchAny(rule.from, file);
  if (!bindings) return null;
  if (rule.except && matchAny(rule.except, file)) return null;
  return bindings;
}

/** Every import and code rule that `files` break. */
export function findViolations(
  files: SourceFile[],
  resolve: Resolve,
  rules: Rules = defaultRules,
): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const imports = findImports(file.code);
    for (const rule of rules.importRules) {
      const bindings = appliesTo(rule, file.path);
      if (!bindings) continue;
      for (const found of imports) {
        if (rule.relativeOnly && !found.specifier.startsWith('.')) continue;
        const target = resolve(file.path, found.specifier);
        if (!matchAny(rule.forbid, target, bindings)) continue;
        if (rule.allow && matchAny(rule.allow, target, bindings)) continue;
        violations.push({
          rule: rule.id,
          message: rule.message,
          file: file.path,
          line: found.line,
          target,
        });
      }
    }
    for (const rule of rules.codeRules) {
      if (!appliesTo(rule, file.path)) continue;
      const pattern = new RegExp(rule.pattern.source, 'g');
      for (const match of file.code.matchAll(pattern)) {
        violations.push({
          rule: rule.id,
          message: rule.message,
          file: file.path,
          line: lineAt(file.code, match.index ?? 0),
          target: match[0],
        });
      }
    }
  }
  return violations;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * A resolver over the files `exists` knows: relative specifiers are joined to the importing
 * file's folder (a `.js` suffix stands for the `.ts` source), `@atelier/<name>[/<sub>]` goes to
 * `packages/<name>/src/[<sub> | index]`; anything else is an npm package and stays as written.
 */
export function createResolver(exists: (path: string) => boolean): Resolve {
  return (fromFile, specifier) => {
    let base: string;
    if (specifier.startsWith('.')) {
      base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
    } else {
      const own = /^@atelier\/([^/]+)(?:\/(.+))?$/.exec(specifier);
      if (!own) return specifier;
      base = `packages/${own[1]}/src/${own[2] ?? 'index'}`;
    }
    if (exists(base)) return base;
    const stem = base.replace(/\.js$/, '');
    for (const extension of EXTENSIONS) {
      if (exists(stem + extension)) return stem + extension;
    }
    return base;
  };
}

/** The baseline that lists exactly `violations`, sorted so that diffs stay small. */
export function toBaseline(violations: Violation[]): Baseline {
  const baseline: Baseline = {};
  for (const v of violations) {
    const byFile = baseline[v.rule] ?? {};
    baseline[v.rule] = byFile;
    const targets = byFile[v.file] ?? [];
    byFile[v.file] = targets;
    targets.push(v.target);
  }
  const sorted: Baseline = {};
  for (const rule of Object.keys(baseline).sort()) {
    const byFile = baseline[rule] ?? {};
    const files: Record<string, string[]> = {};
    for (const file of Object.keys(byFile).sort()) files[file] = [...(byFile[file] ?? [])].sort();
    sorted[rule] = files;
  }
  return sorted;
}

/** Number of entries in a baseline. */
export function baselineSize(baseline: Baseline): number {
  let size = 0;
  for (const byFile of Object.values(baseline)) {
    for (const targets of Object.values(byFile)) size += targets.length;
  }
  return size;
}

export interface Comparison {
  /** Violations beyond what the baseline allows: these fail the check. */
  fresh: Violation[];
  /** Baseline entries no longer found: prune them. */
  gone: { rule: string; file: string; target: string }[];
  /** The baseline without the entries that are gone. */
  pruned: Baseline;
}

/** Splits `violations` into those the baseline allows and the fresh ones. */
export function compareWithBaseline(violations: Violation[], baseline: Baseline): Comparison {
  const allowance = new Map<string, number>();
  const key = (rule: string, file: string, target: string) => `${rule}\n${file}\n${target}`;
  for (const [rule, byFile] of Object.entries(baseline)) {
    for (const [file, targets] of Object.entries(byFile)) {
      for (const target of targets) {
        const k = key(rule, file, target);
        allowance.set(k, (allowance.get(k) ?? 0) + 1);
      }
    }
  }
  const fresh: Violation[] = [];
  const known: Violation[] = [];
  for (const v of violations) {
    const k = key(v.rule, v.file, v.target);
    const left = allowance.get(k) ?? 0;
    if (left > 0) {
      allowance.set(k, left - 1);
      known.push(v);
    } else fresh.push(v);
  }
  const gone: Comparison['gone'] = [];
  for (const [k, left] of allowance) {
    const [rule = '', file = '', target = ''] = k.split('\n');
    for (let i = 0; i < left; i++) gone.push({ rule, file, target });
  }
  return { fresh, gone, pruned: toBaseline(known) };
}
