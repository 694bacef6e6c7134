import { describe, expect, it } from 'vitest';
import { describeCssProblem, MARKUP_MESSAGE, validateCss } from './validate-css';

describe('validateCss', () => {
  it('accepts valid rules, comments and strings holding braces', () => {
    expect(
      validateCss(
        '/* brand */\nbody { color: #123456; }\na[title="}{"] > span::after { content: "{"; }',
      ),
    ).toEqual([]);
  });

  it('accepts empty input and whitespace', () => {
    expect(validateCss('')).toEqual([]);
    expect(validateCss('  \n\t')).toEqual([]);
  });

  it('accepts nested at-rules', () => {
    const css = [
      '@media (min-width: 600px) {',
      '  @supports (display: grid) {',
      '    .grid { display: grid; }',
      '  }',
      '}',
      '@layer base { p { margin: 0 } }',
    ].join('\n');
    expect(validateCss(css)).toEqual([]);
  });

  it('reports an unclosed brace at the line where its rule starts', () => {
    expect(validateCss('body { color: red; }\n\np {\n  margin: 0;\n')).toEqual([
      { line: 3, column: 1, message: 'This { is never closed: add a } to end the rule.' },
    ]);
  });

  it('reports a stray closing brace, an unclosed comment and a missing colon with their lines', () => {
    expect(validateCss('p { margin: 0; }\n}')).toEqual([
      { line: 2, column: 1, message: 'This } closes nothing: remove it or add the missing {.' },
    ]);
    expect(validateCss('p {}\n/* note')[0]).toMatchObject({
      line: 2,
      message: 'This comment is never closed: end it with */.',
    });
    const [missingColon] = validateCss('p {\n  color red;\n}');
    expect(missingColon?.line).toBe(2);
    expect(missingColon?.message).toContain('“color” is not understood here');
  });

  it('refuses </style anywhere, in any case, even inside a string or a comment', () => {
    expect(validateCss('p { color: red; }\n</style><script>alert(1)</script>')[0]).toEqual({
      line: 2,
      column: 1,
      message: MARKUP_MESSAGE,
    });
    expect(validateCss('p::after { content: "</STYLE>"; }')).toEqual([
      { line: 1, column: 22, message: MARKUP_MESSAGE },
    ]);
    expect(validateCss('/* </style> */')).toHaveLength(1);
  });

  it('refuses < outside strings and comments but keeps it inside them', () => {
    expect(validateCss('a < b { color: red; }')).toEqual([
      { line: 1, column: 3, message: MARKUP_MESSAGE },
    ]);
    expect(validateCss('a[title="<b>"] { color: red; } /* a < b */')).toEqual([]);
  });

  it('reports empty values and declarations outside a rule in the site CSS', () => {
    expect(validateCss('p {\n  color: ;\n}')).toEqual([
      { line: 2, column: 3, message: '“color” has no value.' },
    ]);
    expect(validateCss('color: red;')).toEqual([
      {
        line: 1,
        column: 1,
        message: '“color” must be inside a rule, such as body { color: … }.',
      },
    ]);
  });

  it("accepts a block type's bare declarations and nested & rules", () => {
    expect(
      validateCss('color: red;\n& > p { margin: 0; }\n&:hover { color: blue }', 'block'),
    ).toEqual([]);
  });

  it('describes a problem with its line for people', () => {
    expect(describeCssProblem({ line: 4, column: 2, message: 'This } closes nothing.' })).toBe(
      'Line 4: This } closes nothing.',
    );
  });
});
