import type { PhpPunct, PhpToken } from './php-lexer.js';
import { PhpTemplateError } from './php-template-error.js';

type NameToken = Extract<PhpToken, { kind: 'name' }>;

/** An expression of the subset: a literal, a `.` concatenation or a call of a supported function. */
export type PhpExpr =
  | { kind: 'literal'; value: string | number; line: number }
  | { kind: 'concat'; left: PhpExpr; right: PhpExpr; line: number }
  | { kind: 'call'; name: string; args: PhpExpr[]; line: number };

/** A statement: markup to print, `echo`/`print`/`<?=`, or a call whose value is dropped. */
export type PhpStatement =
  | { kind: 'html'; value: string }
  | { kind: 'echo'; values: PhpExpr[]; line: number }
  | { kind: 'call'; call: PhpExpr; line: number };

/** The functions a template may call, with how many arguments each takes. */
export type Arity = Readonly<Record<string, readonly [min: number, max: number]>>;

/** Words PHP reserves: named in the refusal so a theme author sees which construct it was. */
const KEYWORDS = new Set(
  (
    'abstract and array as break callable case catch class clone const continue declare default ' +
    'die do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit ' +
    'extends final finally fn for foreach function global goto if implements include ' +
    'include_once instanceof insteadof interface isset list match namespace new or private ' +
    'print protected public readonly require require_once return static switch throw trait try unset ' +
    'use var while xor yield'
  ).split(' '),
);

/**
 * Parses the tokens of a PHP template into statements. Only `echo`, `print`, `<?=` and calls of
 * the functions in `arity` are accepted; anything else throws a {@link PhpTemplateError} that
 * names the line and the construct.
 */
export function parsePhpTemplate(tokens: readonly PhpToken[], arity: Arity): PhpStatement[] {
  let index = 0;
  const peek = (): PhpToken => {
    const token = tokens[index] ?? { kind: 'eof', line: 0 };
    if (token.kind === 'refused') throw new PhpTemplateError(token.line, token.reason);
    return token;
  };
  const next = (): PhpToken => {
    const token = peek();
    if (token.kind !== 'eof') index++;
    return token;
  };
  const isPunct = (token: PhpToken, value: PhpPunct) =>
    token.kind === 'punct' && token.value === value;
  const fail = (token: PhpToken, reason: string): never => {
    throw new PhpTemplateError(token.line, reason);
  };
  const describe = (token: PhpToken): string => {
    if (token.kind === 'punct') return `"${token.value}"`;
    if (token.kind === 'eof') return 'the end of the file';
    if (token.kind === 'close') return '"?>"';
    if (token.kind === 'string') return 'a string';
    if (token.kind === 'int') return 'a number';
    if (token.kind === 'name') return `"${token.value}"`;
    return 'markup';
  };
  const expectPunct = (value: PhpPunct) => {
    const token = next();
    if (!isPunct(token, value)) fail(token, `"${value}" was expected, found ${describe(token)}`);
  };

  const refuseName = (token: NameToken): never => {
    const lower = token.value.toLowerCase();
    if (KEYWORDS.has(lower)) return fail(token, `the PHP keyword ${lower} is not supported`);
    if (isPunct(peek(), '(')) return fail(token, `the function ${token.value} is not supported`);
    return fail(token, `the constant ${token.value} is not supported`);
  };

  const call = (token: NameToken): PhpExpr => {
    const name = token.value.toLowerCase();
    const range = Object.hasOwn(arity, name) ? arity[name] : undefined;
    if (!range || !isPunct(peek(), '(')) return refuseName(token);
    next();
    const args: PhpExpr[] = [];
    while (!isPunct(peek(), ')')) {
      args.push(expression());
      if (isPunct(peek(), ',')) next();
      else if (!isPunct(peek(), ')'))
        fail(peek(), `"," or ")" was expected, found ${describe(peek())}`);
    }
    next();
    const [min, max] = range;
    if (args.length < min || args.length > max) {
      const wanted = min === max ? `${min}` : `${min} to ${max}`;
      fail(token, `${name}() takes ${wanted} argument${max === 1 ? '' : 's'}, not ${args.length}`);
    }
    return { kind: 'call', name, args, line: token.line };
  };

  const primary = (): PhpExpr => {
    const token = next();
    if (token.kind === 'string' || token.kind === 'int') {
      return { kind: 'literal', value: token.value, line: token.line };
    }
    if (token.kind === 'name') return call(token);
    if (isPunct(token, '(')) {
      const inner = expression();
      expectPunct(')');
      return inner;
    }
    return fail(token, `an expression was expected, found ${describe(token)}`);
  };

  const expression = (): PhpExpr => {
    let left = primary();
    while (isPunct(peek(), '.')) {
      const dot = next();
      left = { kind: 'concat', left, right: primary(), line: dot.line };
    }
    return left;
  };

  /** A statement ends with ";" or with "?>" (which counts as one), or at the end of the file. */
  const endStatement = () => {
    const token = peek();
    if (isPunct(token, ';')) next();
    else if (token.kind !== 'close' && token.kind !== 'eof') {
      fail(token, `";" was expected, found ${describe(token)}`);
    }
  };

  const statements: PhpStatement[] = [];
  for (let token = next(); token.kind !== 'eof'; token = next()) {
    if (token.kind === 'html') {
      statements.push({ kind: 'html', value: token.value });
    } else if (token.kind === 'open' || token.kind === 'close' || isPunct(token, ';')) {
      // Tags and empty statements print nothing.
    } else if (token.kind === 'openEcho') {
      const values = [expression()];
      while (isPunct(peek(), ',')) {
        next();
        values.push(expression());
      }
      statements.push({ kind: 'echo', values, line: token.line });
      endStatement();
    } else if (token.kind === 'name' && /^(echo|print)$/i.test(token.value)) {
      const values = [expression()];
      while (token.value.toLowerCase() === 'echo' && isPunct(peek(), ',')) {
        next();
        values.push(expression());
      }
      statements.push({ kind: 'echo', values, line: token.line });
      endStatement();
    } else if (token.kind === 'name') {
      statements.push({ kind: 'call', call: call(token), line: token.line });
      endStatement();
    } else {
      fail(token, `a statement was expected, found ${describe(token)}`);
    }
  }
  return statements;
}
