import { CssSyntaxError, parse } from 'postcss';
import { AppError } from '../errors/app-error.js';

/**
 * The server's check of custom CSS in global styles (`styles.css`, `styles.blocks.{name}.css`
 * and every other `css` string of the styles tree). The editor's Additional CSS panel runs the
 * same rules with the same messages (`editor/src/domain/global-styles/css/validate-css.ts`), so a
 * person sees the refusal before saving; this check is what holds when a client does not.
 */

/** The first problem found in one CSS string, at a 1-based line and column. */
export interface CustomCssProblem {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly markup: boolean;
}

const MARKUP_MESSAGE = 'Markup is not allowed in CSS.';

const SYNTAX_MESSAGES: readonly [reason: RegExp, message: (word: string) => string][] = [
  [/^Unclosed block$/, () => 'This { is never closed: add a } to end the rule.'],
  [/^Unexpected }$/, () => 'This } closes nothing: remove it or add the missing {.'],
  [/^Unclosed comment$/, () => 'This comment is never closed: end it with */.'],
  [/^Unclosed string$/, () => 'This text in quotes is never closed: add the closing quote.'],
  [/^Unclosed bracket$/, () => 'This bracket is never closed: add the closing ).'],
  [/^Missed semicolon$/, () => 'A semicolon (;) is missing before this.'],
  [/^Double colon$/, () => 'There are two colons in a row here.'],
  [/^At-rule without name$/, () => 'An @ needs a rule name here, such as @media.'],
  [
    /^Unknown word (.*)$/,
    (word) =>
      `“${word}” is not understood here: check for a missing colon, semicolon or brace around it.`,
  ],
];

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * Offset of the first thing that could end the `<style>` element: `</style` anywhere, or a `<`
 * outside strings and comments; -1 when there is none.
 */
function markupOffset(css: string): number {
  const closing = css.search(/<\/style/i);
  let quote: string | undefined;
  let inComment = false;
  for (let index = 0; index < css.length; index++) {
    if (closing !== -1 && index >= closing) return closing;
    const char = css[index];
    if (inComment) {
      if (char === '*' && css[index + 1] === '/') {
        inComment = false;
        index++;
      }
    } else if (quote !== undefined) {
      if (char === '\\') index++;
      else if (char === quote || char === '\n') quote = undefined;
    } else if (char === '/' && css[index + 1] === '*') {
      inComment = true;
      index++;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '<') {
      return index;
    }
  }
  return closing;
}

function syntaxProblem(css: string): { line: number; column: number; message: string } | null {
  try {
    parse(css);
    return null;
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    const entry = SYNTAX_MESSAGES.map(([pattern, message]) => {
      const match = pattern.exec(error.reason);
      return match ? message(match[1] ?? '') : undefined;
    }).find((message) => message !== undefined);
    return {
      line: error.line ?? 1,
      column: error.column ?? 1,
      message: entry ?? `${error.reason}.`,
    };
  }
}

/** The first problem of one CSS string, markup before syntax; `null` when it may be saved. */
export function checkCustomCss(path: string, css: string): CustomCssProblem | null {
  const markup = markupOffset(css);
  if (markup !== -1) {
    return { path, ...lineAndColumn(css, markup), message: MARKUP_MESSAGE, markup: true };
  }
  const syntax = syntaxProblem(css);
  return syntax ? { path, ...syntax, markup: false } : null;
}

/** Every `css` string of a styles tree with its dotted path (`styles.blocks.core/group.css`). */
function* cssStrings(
  value: unknown,
  previous: unknown,
  path: string,
): Generator<[path: string, css: string]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const before = previous !== null && typeof previous === 'object' ? previous : {};
  for (const [key, child] of Object.entries(value)) {
    const old = (before as Record<string, unknown>)[key];
    const childPath = `${path}.${key}`;
    if (key === 'css' && typeof child === 'string') {
      if (child !== old) yield [childPath, child];
    } else {
      yield* cssStrings(child, old, childPath);
    }
  }
}

/**
 * Refuses styles whose custom CSS could end the `<style>` element or does not parse: a 400 whose
 * message names the value and the line (`rest_custom_css_illegal_markup` for markup, as
 * WordPress calls it, `rest_invalid_custom_css` for a syntax error). Only CSS that differs from
 * `previous` (the stored styles) is checked, so a record saved before this check stays editable;
 * what it holds is escaped on output anyway.
 */
export function assertValidCustomCss(styles: object, previous: object): void {
  for (const [path, css] of cssStrings(styles, previous, 'styles')) {
    const problem = checkCustomCss(path, css);
    if (!problem) continue;
    throw new AppError(
      problem.markup ? 'rest_custom_css_illegal_markup' : 'rest_invalid_custom_css',
      `Invalid CSS in ${path}, line ${problem.line}: ${problem.message}`,
      400,
      {
        params: { styles: `${path}, line ${problem.line}: ${problem.message}` },
        path,
        line: problem.line,
        column: problem.column,
      },
    );
  }
}
