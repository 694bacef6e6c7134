/**
 * The values of PHP string literals, for the two readers of theme PHP that never run it: pattern
 * templates (patterns/php) and the literal calls of functions.php (themes/functions-php).
 */

/** A single-quoted string's value: only `\\` and `\'` are escapes. */
export function phpSingleQuoted(body: string): string {
  return body.replace(/\\([\\'])/g, '$1');
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  v: '\v',
  e: '\x1b',
  f: '\f',
  '\\': '\\',
  $: '$',
  '"': '"',
};

/** Why a double-quoted string has no literal value. */
export type PhpDoubleQuotedProblem = 'interpolation' | 'bad-unicode-escape';

/**
 * A double-quoted string's value, with PHP's escapes (`\n`, `\x41`, `\101`, `\u{263A}`, …) worked
 * out as bytes as PHP does; an unknown escape keeps its backslash. A problem instead when the
 * string would interpolate a variable (`$name`, `{$…}`) or holds a `\u{…}` beyond Unicode.
 */
export function phpDoubleQuoted(body: string): string | { problem: PhpDoubleQuotedProblem } {
  const bytes: Buffer[] = [];
  let text = '';
  const flush = () => {
    if (text) bytes.push(Buffer.from(text, 'utf8'));
    text = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i);
    const next = body.charAt(i + 1);
    if ((ch === '$' && /[A-Za-z_{]/.test(next)) || (ch === '{' && next === '$')) {
      return { problem: 'interpolation' };
    }
    if (ch !== '\\' || i + 1 >= body.length) {
      text += ch;
      continue;
    }
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      text += simple;
      i++;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1));
    const hex = /^x([0-9A-Fa-f]{1,2})/.exec(body.slice(i + 1));
    const unicode = /^u\{([0-9A-Fa-f]+)\}/.exec(body.slice(i + 1));
    if (octal) {
      flush();
      bytes.push(Buffer.from([Number.parseInt(octal[0], 8) & 0xff]));
      i += octal[0].length;
    } else if (hex?.[1]) {
      flush();
      bytes.push(Buffer.from([Number.parseInt(hex[1], 16)]));
      i += hex[0].length;
    } else if (unicode?.[1]) {
      const codePoint = Number.parseInt(unicode[1], 16);
      if (codePoint > 0x10ffff) return { problem: 'bad-unicode-escape' };
      text += String.fromCodePoint(codePoint);
      i += unicode[0].length;
    } else {
      text += ch;
    }
  }
  flush();
  return Buffer.concat(bytes).toString('utf8');
}
