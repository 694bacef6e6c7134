import { MARKUP_MESSAGE, validateCss } from '@atelier/blocks/custom-css';
import { AppError } from '../errors/app-error.js';

/**
 * The server's check of custom CSS in global styles (`styles.css`, `styles.blocks.{name}.css`
 * and every other `css` string of the styles tree): the same check, with the same messages, as
 * the editor's Additional CSS panel runs (`@atelier/blocks/custom-css`), so a person sees the
 * refusal before saving; this is what holds when a client does not.
 */

/** The first problem found in one CSS string, at a 1-based line and column. */
export interface CustomCssProblem {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly markup: boolean;
}

/**
 * The first problem of one CSS string, markup before anything else; `null` when it may be saved.
 * The site's own CSS (`styles.css`) is a stylesheet; any other is a block type's, which may also
 * hold bare declarations.
 */
export function checkCustomCss(path: string, css: string): CustomCssProblem | null {
  const problems = validateCss(css, path === 'styles.css' ? 'site' : 'block');
  const first = problems.find((problem) => problem.message === MARKUP_MESSAGE) ?? problems[0];
  if (first === undefined) return null;
  return { path, ...first, markup: first.message === MARKUP_MESSAGE };
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
