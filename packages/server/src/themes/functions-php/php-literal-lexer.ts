import { phpDoubleQuoted, phpSingleQuoted } from '../../patterns/php/php-strings.js';

/** One token of PHP code, as far as the literal reader needs to tell them apart. */
export type PhpLiteralToken =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'number'; value: number; line: number }
  | { kind: 'name'; value: string; line: number }
  | { kind: 'punct'; value: string; line: number }
  /** A double-quoted string that would interpolate a variable: never a literal. */
  | { kind: 'interpolated'; line: number }
  /** Anything else (variables, operators): the reader refuses a value that holds one. */
  | { kind: 'other'; value: string; line: number };

const PUNCTS = ['=>', '->', '::', '(', ')', '[', ']', ',', '.', ';'];
const NAME = /[A-Za-z_\\\u0080-\uffff][A-Za-z0-9_\\\u0080-\uffff]*/y;
const NUMBER = /\d+(?:\.\d+)?/y;
const VARIABLE = /\$[A-Za-z_][A-Za-z0-9_]*/y;

/** Skips a quoted string starting at `start` (on its quote); returns the index after it. */
function stringEnd(source: string, start: number): number {
  const quote = source.charAt(start);
  let i = start + 1;
  while (i < source.length && source.charAt(i) !== quote) i += source.charAt(i) === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * The tokens of a PHP file's code: markup outside `<?php … ?>` is skipped, comments dropped,
 * strings decoded (single-quoted: `\\` and `\'`; double-quoted: PHP's escapes). Never runs
 * anything; what it cannot read becomes an `other` token for the reader to refuse.
 */
export function tokenizePhpLiterals(source: string): PhpLiteralToken[] {
  const tokens: PhpLiteralToken[] = [];
  let line = 1;
  let i = 0;
  let inCode = false;
  const advance = (to: number) => {
    for (let k = i; k < to && k < source.length; k++) if (source.charAt(k) === '\n') line++;
    i = to;
  };
  while (i < source.length) {
    if (!inCode) {
      const open = source.indexOf('<?php', i);
      if (open === -1) break;
      advance(open + '<?php'.length);
      inCode = true;
      continue;
    }
    const ch = source.charAt(i);
    const rest2 = source.slice(i, i + 2);
    if (/\s/.test(ch)) advance(i + 1);
    else if (rest2 === '?>') {
      advance(i + 2);
      inCode = false;
    } else if (rest2 === '//' || ch === '#') {
      const end = source.indexOf('\n', i);
      advance(end === -1 ? source.length : end);
    } else if (rest2 === '/*') {
      const end = source.indexOf('*/', i + 2);
      advance(end === -1 ? source.length : end + 2);
    } else if (ch === "'" || ch === '"') {
      const end = stringEnd(source, i);
      const body = source.slice(i + 1, end - 1);
      const start = line;
      if (ch === "'") tokens.push({ kind: 'string', value: phpSingleQuoted(body), line });
      else {
        const value = phpDoubleQuoted(body);
        tokens.push(
          typeof value === 'string'
            ? { kind: 'string', value, line: start }
            : { kind: 'interpolated', line: start },
        );
      }
      advance(end);
    } else {
      const found = [NAME, NUMBER, VARIABLE].map((pattern) => {
        pattern.lastIndex = i;
        return pattern.exec(source)?.[0];
      });
      const [name, number, variable] = found;
      const punct = PUNCTS.find((p) => source.startsWith(p, i));
      if (name !== undefined) tokens.push({ kind: 'name', value: name, line });
      else if (number !== undefined) tokens.push({ kind: 'number', value: Number(number), line });
      else if (punct !== undefined) tokens.push({ kind: 'punct', value: punct, line });
      else tokens.push({ kind: 'other', value: variable ?? ch, line });
      advance(i + (name ?? number ?? punct ?? variable ?? ch).length);
    }
  }
  return tokens;
}
