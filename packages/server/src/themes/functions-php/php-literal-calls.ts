import { type PhpLiteralToken, tokenizePhpLiterals } from './php-literal-lexer.js';

/** A PHP literal: a string, number, boolean, null, or an array (a list or keyed). */
export type PhpValue =
  | string
  | number
  | boolean
  | null
  | readonly PhpValue[]
  | { readonly [key: string]: PhpValue };

/** A call of a wanted function whose arguments are all literals. */
export interface PhpLiteralCall {
  name: string;
  args: PhpValue[];
  line: number;
}

/** A call of a wanted function that was left out, and why. */
export interface PhpCallProblem {
  name: string;
  line: number;
  reason: string;
}

/** Translation functions stand for their text: the site is shown in the theme's own language. */
const TRANSLATIONS = new Set(['__', '_x', 'esc_html__', 'esc_attr__', 'esc_html_x', 'esc_attr_x']);

const CONSTANTS: Record<string, PhpValue> = { true: true, false: false, null: null };

class NotLiteral extends Error {}

class Reader {
  index: number;
  constructor(
    private readonly tokens: readonly PhpLiteralToken[],
    start: number,
  ) {
    this.index = start;
  }

  private peek(): PhpLiteralToken | undefined {
    return this.tokens[this.index];
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.value === value;
  }

  expect(value: string): void {
    if (!this.isPunct(value)) throw new NotLiteral(`expected "${value}"`);
    this.index++;
  }

  /** Values separated by commas up to `close` (a trailing comma allowed). */
  list(close: string, item: () => void): void {
    while (!this.isPunct(close)) {
      item();
      if (this.isPunct(',')) this.index++;
      else if (!this.isPunct(close)) throw new NotLiteral(`expected "," or "${close}"`);
    }
    this.index++;
  }

  args(): PhpValue[] {
    this.expect('(');
    const values: PhpValue[] = [];
    this.list(')', () => values.push(this.value()));
    return values;
  }

  private array(close: string): PhpValue {
    const entries: [string | number | undefined, PhpValue][] = [];
    this.list(close, () => {
      const first = this.value();
      if (this.isPunct('=>')) {
        this.index++;
        if (typeof first !== 'string' && typeof first !== 'number') {
          throw new NotLiteral('an array key that is not a string or a number');
        }
        entries.push([first, this.value()]);
      } else {
        entries.push([undefined, first]);
      }
    });
    if (entries.every(([key]) => key === undefined)) return entries.map(([, value]) => value);
    const keyed: Record<string, PhpValue> = {};
    let next = 0;
    for (const [key, value] of entries) {
      const name = key ?? next;
      if (typeof name === 'number') next = Math.max(next, name + 1);
      keyed[String(name)] = value;
    }
    return keyed;
  }

  private single(): PhpValue {
    const token = this.peek();
    if (token === undefined) throw new NotLiteral('the file ends inside the call');
    this.index++;
    if (token.kind === 'string' || token.kind === 'number') return token.value;
    if (token.kind === 'interpolated') throw new NotLiteral('a string that reads a variable');
    if (token.kind === 'punct' && token.value === '[') return this.array(']');
    if (token.kind === 'name') {
      const lower = token.value.toLowerCase();
      if (lower === 'array' && this.isPunct('(')) {
        this.index++;
        return this.array(')');
      }
      if (TRANSLATIONS.has(token.value) && this.isPunct('(')) {
        const [text] = this.args();
        if (typeof text !== 'string') throw new NotLiteral(`${token.value}() of a non-string`);
        return text;
      }
      const constant = CONSTANTS[lower];
      if (constant !== undefined && !this.isPunct('(')) return constant;
      throw new NotLiteral(`"${token.value}" is not a literal`);
    }
    throw new NotLiteral(`"${token.value}" is not a literal`);
  }

  /** A literal, with string concatenation (`'a' . 'b'`). */
  value(): PhpValue {
    let value = this.single();
    while (this.isPunct('.')) {
      this.index++;
      const right = this.single();
      if (typeof value !== 'string' || typeof right !== 'string') {
        throw new NotLiteral('"." between values that are not strings');
      }
      value += right;
    }
    return value;
  }
}

/** A call of the function at `index`, not a definition (`function x(`) or a method (`->x(`). */
function isPlainCall(tokens: readonly PhpLiteralToken[], index: number): boolean {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (after?.kind !== 'punct' || after.value !== '(') return false;
  if (before?.kind === 'name' && before.value.toLowerCase() === 'function') return false;
  return !(before?.kind === 'punct' && (before.value === '->' || before.value === '::'));
}

/**
 * Every call of the named functions in a PHP file whose arguments are literals (strings,
 * numbers, `true`/`false`/`null`, `array(…)`/`[…]`, `.` of strings, translation calls such as
 * `__( 'Text', 'domain' )`). Calls with anything else (a variable, another function) are left
 * out and reported. Reads the file's text only: no PHP is run, and conditions and hooks around
 * a call are not looked at.
 */
export function readPhpLiteralCalls(
  source: string,
  names: readonly string[],
): { calls: PhpLiteralCall[]; problems: PhpCallProblem[] } {
  const tokens = tokenizePhpLiterals(source);
  const wanted = new Set(names);
  const calls: PhpLiteralCall[] = [];
  const problems: PhpCallProblem[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'name' || !wanted.has(token.value) || !isPlainCall(tokens, index)) return;
    const reader = new Reader(tokens, index + 1);
    try {
      calls.push({ name: token.value, args: reader.args(), line: token.line });
    } catch (error) {
      if (!(error instanceof NotLiteral)) throw error;
      problems.push({ name: token.value, line: token.line, reason: error.message });
    }
  });
  return { calls, problems };
}
