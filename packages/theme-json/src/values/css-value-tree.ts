/**
 * A small, strict reader of CSS values: it accepts only the pieces a style value needs (numbers
 * with units, identifiers, hex colours, quoted strings without escapes, `, / + - *` and
 * functions with balanced parentheses) and refuses everything else, so a value it reads cannot
 * end a declaration, a rule or the `<style>` element it is written into.
 */

/** One piece of a CSS value. */
export type CssValueNode =
  | { readonly kind: 'number'; readonly value: number; readonly unit: string }
  | { readonly kind: 'ident'; readonly value: string }
  | { readonly kind: 'hash'; readonly value: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'operator'; readonly value: ',' | '/' | '+' | '-' | '*' }
  | { readonly kind: 'function'; readonly name: string; readonly args: readonly CssValueNode[] }
  | { readonly kind: 'parens'; readonly items: readonly CssValueNode[] };

/** Longest value read (a long gradient or font stack fits easily). */
const MAX_CSS_VALUE_LENGTH = 2000;
const MAX_DEPTH = 8;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const UNIT = /^(?:%|[a-zA-Z]+)/;
const IDENT = /^(?:--[\p{L}\p{N}_-]+|-?[\p{L}_][\p{L}\p{N}_-]*)/u;
const HASH = /^#[0-9a-fA-F]+/;
const SPACE = /^\s+/;
/** Characters a quoted string may not hold: its quotes, escapes, line breaks, `<`, controls. */
const STRING_BODY = /^[^"'\\<\p{Cc}]*/u;

interface Reader {
  readonly text: string;
  index: number;
}

function matchAt(reader: Reader, pattern: RegExp): string | undefined {
  const match = pattern.exec(reader.text.slice(reader.index));
  return match === null ? undefined : match[0];
}

function readString(reader: Reader): CssValueNode | null {
  const quote = reader.text[reader.index];
  reader.index += 1;
  const body = matchAt(reader, STRING_BODY) ?? '';
  reader.index += body.length;
  if (reader.text[reader.index] !== quote) return null;
  reader.index += 1;
  return { kind: 'string', value: body };
}

function readNumber(reader: Reader): CssValueNode | undefined {
  const number = matchAt(reader, NUMBER);
  if (number === undefined) return undefined;
  reader.index += number.length;
  const unit = matchAt(reader, UNIT) ?? '';
  reader.index += unit.length;
  return { kind: 'number', value: Number(number), unit: unit.toLowerCase() };
}

/** Reads items until `)` (inside a function or parentheses) or the end (top level). */
function readItems(reader: Reader, depth: number): CssValueNode[] | null {
  const items: CssValueNode[] = [];
  while (reader.index < reader.text.length) {
    const char = reader.text[reader.index] ?? '';
    const space = matchAt(reader, SPACE);
    if (space !== undefined) {
      reader.index += space.length;
      continue;
    }
    if (char === ')') return depth > 0 ? items : null;
    const item = readItem(reader, depth);
    if (item === null) return null;
    items.push(item);
  }
  return depth === 0 ? items : null;
}

function readGroup(reader: Reader, depth: number): CssValueNode[] | null {
  if (depth >= MAX_DEPTH) return null;
  reader.index += 1;
  const items = readItems(reader, depth + 1);
  if (items === null || reader.text[reader.index] !== ')') return null;
  reader.index += 1;
  return items;
}

function readItem(reader: Reader, depth: number): CssValueNode | null {
  const char = reader.text[reader.index] ?? '';
  const next = reader.text[reader.index + 1] ?? '';
  if (char === '"' || char === "'") return readString(reader);
  if (char === '(') {
    const items = readGroup(reader, depth);
    return items === null ? null : { kind: 'parens', items };
  }
  const signedNumber = (char === '+' || char === '-') && /[\d.]/.test(next);
  if (/[\d.]/.test(char) || signedNumber) return readNumber(reader) ?? null;
  if (char === ',' || char === '/' || char === '*' || char === '+') {
    reader.index += 1;
    return { kind: 'operator', value: char };
  }
  const ident = matchAt(reader, IDENT);
  if (ident !== undefined) {
    reader.index += ident.length;
    if (reader.text[reader.index] !== '(') return { kind: 'ident', value: ident };
    const args = readGroup(reader, depth);
    return args === null ? null : { kind: 'function', name: ident.toLowerCase(), args };
  }
  if (char === '-') {
    reader.index += 1;
    return { kind: 'operator', value: '-' };
  }
  const hash = matchAt(reader, HASH);
  if (hash !== undefined) {
    reader.index += hash.length;
    return { kind: 'hash', value: hash.slice(1) };
  }
  return null;
}

/**
 * Reads a CSS value into its pieces, or null when it holds anything outside the strict grammar
 * (`;`, `{`, `}`, `<`, `!`, `:`, `@`, backslash escapes, unbalanced parentheses, unterminated
 * strings, `url(` with an unquoted address…) or is longer than {@link MAX_CSS_VALUE_LENGTH}.
 */
export function readCssValue(text: string): CssValueNode[] | null {
  if (text.length > MAX_CSS_VALUE_LENGTH) return null;
  return readItems({ text, index: 0 }, 0);
}

/** Splits items at top-level commas: `a b, c` → `[[a, b], [c]]`. */
export function splitAtCommas(items: readonly CssValueNode[]): CssValueNode[][] {
  const groups: CssValueNode[][] = [[]];
  for (const item of items) {
    if (item.kind === 'operator' && item.value === ',') groups.push([]);
    else groups[groups.length - 1]?.push(item);
  }
  return groups;
}
