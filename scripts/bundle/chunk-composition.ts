import { gzipSync } from 'node:zlib';

/** The part of a source map this reader needs (version 3). */
export interface SourceMapV3 {
  sources: readonly (string | null)[];
  mappings: string;
}

/** One source's share of a built chunk: its minified bytes and their gzip size alone. */
export interface ModuleShare {
  source: string;
  bytes: number;
  gzipBytes: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's `mappings` (Base64 VLQ fields, relative values). */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return values;
}

/** A run of generated code, [start, end) columns of one line, from one source (or none). */
interface Run {
  line: number;
  start: number;
  end: number;
  source: number | null;
}

function runsOf(map: SourceMapV3, lineLengths: readonly number[]): Run[] {
  const runs: Run[] = [];
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, line) => {
    let column = 0;
    const starts: { column: number; source: number | null }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      starts.push({ column, source: fields.length >= 4 ? source : null });
    }
    const length = lineLengths[line] ?? 0;
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? length;
      if (end > start.column) runs.push({ line, start: start.column, end, source: start.source });
    });
  });
  return runs;
}

/** Code no source map segment names (the bundler's glue, or the runtime it adds). */
export const UNMAPPED = '(bundler glue)';

/**
 * Splits a built chunk by the source each piece of code came from, through its source map:
 * minified bytes (UTF-8) per source and the gzip size of that source's code alone (a
 * module compressed on its own, so the shares add up to a little more than the chunk's gzip).
 * Largest first.
 */
export function chunkComposition(code: string, map: SourceMapV3): ModuleShare[] {
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  for (const run of runsOf(
    map,
    lines.map((line) => line.length),
  )) {
    const name = run.source === null ? UNMAPPED : (map.sources[run.source] ?? UNMAPPED);
    const text = (lines[run.line] ?? '').slice(run.start, run.end);
    const list = pieces.get(name) ?? [];
    list.push(text);
    pieces.set(name, list);
  }
  return [...pieces]
    .map(([source, texts]) => {
      const text = texts.join('');
      return {
        source,
        bytes: Buffer.byteLength(text),
        gzipBytes: gzipSync(text, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** A source path shortened to what a reader recognises: the package or the editor's folder. */
export function moduleGroup(source: string): string {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = source.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
  }
  const packages = source.match(/(?:^|\/)packages\/([^/]+)\/src\/(.*)$/);
  const editorRelative = source.match(/^(?:\.\.\/)*src\/(.*)$/);
  const [pkg, path] = packages
    ? [packages[1] ?? '', packages[2] ?? '']
    : editorRelative
      ? ['editor', editorRelative[1] ?? '']
      : ['', source];
  if (pkg === '') return source;
  const parts = path.split('/');
  const depth = pkg === 'editor' && (parts[0] === 'canvas' || parts[0] === 'screens') ? 2 : 1;
  return `${pkg}/${parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0]}`;
}

/** Shares summed per group (see `moduleGroup`), largest first. */
export function groupShares(shares: readonly ModuleShare[]): ModuleShare[] {
  const groups = new Map<string, ModuleShare>();
  for (const share of shares) {
    const name = moduleGroup(share.source);
    const group = groups.get(name) ?? { source: name, bytes: 0, gzipBytes: 0 };
    group.bytes += share.bytes;
    group.gzipBytes += share.gzipBytes;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}
