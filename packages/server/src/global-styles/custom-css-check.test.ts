import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { assertValidCustomCss, checkCustomCss } from './custom-css-check.js';

function refusal(styles: Record<string, unknown>, previous: Record<string, unknown> = {}) {
  try {
    assertValidCustomCss(styles, previous);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('checkCustomCss', () => {
  it('accepts valid CSS, nested at-rules and < inside strings', () => {
    expect(checkCustomCss('styles.css', '')).toBeNull();
    expect(
      checkCustomCss(
        'styles.css',
        '@media (min-width: 1px) { @supports (gap: 1px) { a { gap: 0 } } }',
      ),
    ).toBeNull();
    expect(checkCustomCss('styles.css', 'a[title="<b>"] { color: red } /* a < b */')).toBeNull();
  });

  it('reports the line of an unclosed brace and of markup', () => {
    expect(checkCustomCss('styles.css', 'a { color: red }\np {\n')).toMatchObject({
      line: 2,
      column: 1,
      message: 'This { is never closed: add a } to end the rule.',
      markup: false,
    });
    expect(checkCustomCss('styles.css', 'a{}\n\n  </STYLE><img src=x>')).toMatchObject({
      line: 3,
      column: 3,
      message: 'Markup is not allowed in CSS.',
      markup: true,
    });
    expect(checkCustomCss('styles.css', 'a::after { content: "</style>" }')?.markup).toBe(true);
  });
});

describe('assertValidCustomCss', () => {
  it('refuses a bad block type CSS with its path and line', () => {
    const error = refusal({
      color: { text: 'red' },
      blocks: { 'core/group': { css: '& > p {\n  margin 0;\n}' } },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('rest_invalid_custom_css');
    expect(error?.message).toBe(
      'Invalid CSS in styles.blocks.core/group.css, line 2: “margin” is not understood here: check for a missing colon, semicolon or brace around it.',
    );
    expect(error?.data).toMatchObject({ line: 2, path: 'styles.blocks.core/group.css' });
  });

  it('lets through CSS that is unchanged from the stored styles', () => {
    const stored = { css: 'p { color: red' };
    expect(refusal({ css: 'p { color: red', color: { text: 'blue' } }, stored)).toBeUndefined();
    expect(refusal({ css: 'p { color: blue' }, stored)?.code).toBe('rest_invalid_custom_css');
  });

  it("refuses in the site's CSS what the editor refuses (a declaration outside any rule), not in a block's", () => {
    expect(refusal({ css: 'color: red;' })?.message).toBe(
      'Invalid CSS in styles.css, line 1: “color” must be inside a rule, such as body { color: … }.',
    );
    expect(refusal({ blocks: { 'core/group': { css: 'color: red;' } } })).toBeUndefined();
  });
});
