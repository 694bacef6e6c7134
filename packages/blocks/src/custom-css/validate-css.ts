import { CssSyntaxError, parse, type Root } from 'postcss';

/** One problem found in a piece of custom CSS, at a 1-based line and column. */
export interface CssProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * What the CSS is for: the site's Additional CSS is a stylesheet (declarations belong in rules);
 * a block type's custom CSS may also hold bare declarations, which apply to the block itself.
 */
export type CssTarget = 'site' | 'block';

/** Message for anything that could end the `<style>` element the CSS is written into. */
export const MARKUP_MESSAGE = 'Markup is not allowed in CSS.';

/** postcss's terse reasons, said the way a person fixing the CSS needs them. */
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

function describeSyntaxError(reason: string): string {
  for (const [pattern, message] of SYNTAX_MESSAGES) {
    const match = pattern.exec(reason);
    if (match) return message(match[1] ?? '');
  }
  return `${reason}.`;
}

/** A 1-based line and column of an offset in a text. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Finds what could close the `<style>` element: `</style` anywhere (strings and comments
 * included, whatever its case), and a `<` outside strings and comments, where CSS never has one.
 */
function findMarkup(css: string): CssProblem[] {
  const problems: CssProblem[] = [];
  const closing = /<\/style/gi;
  const reported = new Set<number>();
  for (let match = closing.exec(css); match !== null; match = closing.exec(css)) {
    reported.add(match.index);
    problems.push({ ...positionOf(css, match.index), message: MARKUP_MESSAGE });
  }
  let quote: string | undefined;
  let inComment = false;
  for (let index = 0; index < css.length; index++) {
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
    } else if (char === '<' && !reported.has(index)) {
      problems.push({ ...positionOf(css, index), message: MARKUP_MESSAGE });
    }
  }
  return problems;
}

/** Problems postcss parses past: empty values, rules without a selector, stray declarations. */
function findStructureProblems(root: Root, target: CssTarget): CssProblem[] {
  const problems: CssProblem[] = [];
  const at = (node: { source?: { start?: { line: number; column: number } } }) => ({
    line: node.source?.start?.line ?? 1,
    column: node.source?.start?.column ?? 1,
  });
  root.walk((node) => {
    if (node.type === 'decl') {
      if (node.value.trim() === '') {
        problems.push({ ...at(node), message: `“${node.prop}” has no value.` });
      }
      if (target === 'site' && node.parent?.type === 'root') {
        problems.push({
          ...at(node),
          message: `“${node.prop}” must be inside a rule, such as body { ${node.prop}: … }.`,
        });
      }
    } else if (node.type === 'rule' && node.selector.trim() === '') {
      problems.push({ ...at(node), message: 'This rule has no selector before its {.' });
    }
  });
  return problems;
}

/**
 * Checks custom CSS with a real CSS parser (postcss) and returns its problems in reading order,
 * each with its line and column; an empty list means the CSS may be saved. postcss stops at the
 * first syntax error, so at most one syntax problem is reported, with any markup found anywhere.
 */
export function validateCss(css: string, target: CssTarget = 'site'): CssProblem[] {
  const problems = findMarkup(css);
  try {
    problems.push(...findStructureProblems(parse(css), target));
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    problems.push({
      line: error.line ?? 1,
      column: error.column ?? 1,
      message: describeSyntaxError(error.reason),
    });
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A problem as one line of text: 'Line 3: This { is never closed: add a } to end the rule.' */
export function describeCssProblem(problem: CssProblem): string {
  return `Line ${problem.line}: ${problem.message}`;
}
