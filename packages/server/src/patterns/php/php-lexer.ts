import { phpDoubleQuoted, phpSingleQuoted } from './php-strings.js';
import { PhpTemplateError } from './php-template-error.js';

/** One token of a PHP template: markup outside the tags, or a token of the code inside them. */
export type PhpToken =
  | { kind: 'html'; value: string; line: number }
  | { kind: 'open' | 'openEcho' | 'close' | 'eof'; line: number }
  | { kind: 'string'; value: string; line: number }
  | { kind: 'name'; value: string; line: number }
  | { kind: 'int'; value: number; line: number }
  | { kind: 'punct'; value: PhpPunct; line: number }
  /** A character this subset does not support; the parser refuses it when it reaches it. */
  | { kind: 'refused'; reason: string; line: number };

export type PhpPunct = '(' | ')' | ',' | '.' | ';';

const PUNCT = new Set<string>(['(', ')', ',', '.', ';']);
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;

/** What to say about a character that starts nothing this subset supports. */
const REFUSED_START: Record<string, string> = {
  $: 'variables are not supported',
  '`': 'backticks (shell commands) are not supported',
  '\\': 'namespaced names are not supported',
  '@': 'the error-suppression operator "@" is not supported',
};

/** A double-quoted string's value; this subset refuses any `$` in one, even a literal one. */
function doubleQuoted(body: string, line: number): string {
  const value = body.includes('$') ? { problem: 'interpolation' as const } : phpDoubleQuoted(body);
  if (typeof value === 'string') return value;
  throw new PhpTemplateError(
    line,
    value.problem === 'interpolation'
      ? 'variables in double-quoted strings ("$…") are not supported'
      : 'an invalid \\u{…} escape',
  );
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Splits a PHP template into markup and the tokens of its `<?php … ?>` blocks (a last block may
 * run to the end of the file). Comments are dropped; `?>` eats one newline after it, as in PHP.
 * What cannot be read on (heredoc, short open tags, unclosed strings and comments, numbers other
 * than decimal integers) throws a {@link PhpTemplateError}; any other character outside the
 * subset (`$`, backticks, operators other than `.`) becomes a `refused` token, so the parser
 * reports the first construct of the file it cannot take.
 */
export function tokenizePhpTemplate(source: string): PhpToken[] {
  const tokens: PhpToken[] = [];
  let pos = 0;
  let line = 1;
  let inCode = false;
  const fail = (reason: string): never => {
    throw new PhpTemplateError(line, reason);
  };

  while (pos < source.length) {
    if (!inCode) {
      const at = source.indexOf('<?', pos);
      const end = at === -1 ? source.length : at;
      if (end > pos) {
        const value = source.slice(pos, end);
        tokens.push({ kind: 'html', value, line });
        line += countLines(value);
      }
      if (at === -1) break;
      if (/^<\?php(\s|$)/i.test(source.slice(at, at + 6))) {
        tokens.push({ kind: 'open', line });
        pos = at + 5;
      } else if (source.startsWith('<?=', at)) {
        tokens.push({ kind: 'openEcho', line });
        pos = at + 3;
      } else {
        pos = at;
        fail('the short open tag "<?" is not supported');
      }
      inCode = true;
      continue;
    }

    const ch = source.charAt(pos);
    if (/\s/.test(ch)) {
      if (ch === '\n') line++;
      pos++;
    } else if (source.startsWith('?>', pos)) {
      tokens.push({ kind: 'close', line });
      pos += 2;
      inCode = false;
      const eaten = source.startsWith('\n', pos) ? 1 : source.startsWith('\r\n', pos) ? 2 : 0;
      pos += eaten;
      if (eaten) line++;
    } else if (source.startsWith('/*', pos)) {
      const close = source.indexOf('*/', pos + 2);
      if (close === -1) fail('a comment is not closed');
      line += countLines(source.slice(pos, close));
      pos = close + 2;
    } else if (source.startsWith('#[', pos)) {
      fail('attributes ("#[…]") are not supported');
    } else if (source.startsWith('//', pos) || ch === '#') {
      // A one-line comment ends at the end of the line or at "?>", whichever comes first.
      const newline = source.indexOf('\n', pos);
      const closeTag = source.indexOf('?>', pos);
      const stops = [newline, closeTag].filter((i) => i !== -1);
      pos = stops.length ? Math.min(...stops) : source.length;
    } else if (ch === "'" || ch === '"') {
      const pattern = ch === "'" ? /^'((?:[^'\\]|\\[\s\S])*)'/ : /^"((?:[^"\\]|\\[\s\S])*)"/;
      const match = pattern.exec(source.slice(pos));
      if (!match) fail('a string is not closed');
      const body = match?.[1] ?? '';
      tokens.push({
        kind: 'string',
        value: ch === "'" ? phpSingleQuoted(body) : doubleQuoted(body, line),
        line,
      });
      line += countLines(match?.[0] ?? '');
      pos += match?.[0].length ?? 0;
    } else if (/[0-9]/.test(ch)) {
      const digits = /^[0-9]+/.exec(source.slice(pos))?.[0] ?? '';
      const after = source.charAt(pos + digits.length);
      if (/[.A-Za-z_]/.test(after) || (digits.length > 1 && digits.startsWith('0'))) {
        fail('numbers other than decimal integers are not supported');
      }
      tokens.push({ kind: 'int', value: Number(digits), line });
      pos += digits.length;
    } else if (NAME_START.test(ch)) {
      let end = pos + 1;
      while (end < source.length && NAME_PART.test(source.charAt(end))) end++;
      if (source.charAt(end) === '\\') fail('namespaced names are not supported');
      tokens.push({ kind: 'name', value: source.slice(pos, end), line });
      pos = end;
    } else if (source.startsWith('<<<', pos)) {
      fail('heredoc and nowdoc strings are not supported');
    } else if (PUNCT.has(ch)) {
      if (ch === '.' && /[0-9.=]/.test(source.charAt(pos + 1))) {
        fail(`"${source.slice(pos, pos + 2)}" is not supported`);
      }
      tokens.push({ kind: 'punct', value: ch as PhpPunct, line });
      pos++;
    } else {
      const reason = REFUSED_START[ch] ?? `the operator "${ch}" is not supported`;
      tokens.push({ kind: 'refused', reason, line });
      pos++;
    }
  }
  tokens.push({ kind: 'eof', line });
  return tokens;
}
