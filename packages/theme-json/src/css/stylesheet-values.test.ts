import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJson } from '../types/theme-json';
import { generateFontFaceRule } from './font-faces';
import { generateGlobalStylesheet } from './global-stylesheet';

const BREAK_OUT = '1px;}</style><img src=x onerror=alert(1)>';

function stylesheet(user: Record<string, unknown>): string {
  return generateGlobalStylesheet(
    mergeThemeJson({ defaults: null, user: { version: 3, ...user } as ThemeJson }),
  );
}

describe('global stylesheet values', () => {
  it('leaves out style values that are not of their property type', () => {
    const css = stylesheet({
      styles: {
        color: { text: BREAK_OUT, background: '#fff' },
        spacing: { padding: { top: BREAK_OUT, left: '1rem' }, blockGap: BREAK_OUT },
        typography: { fontFamily: BREAK_OUT, lineHeight: '1.6' },
        elements: { link: { color: { text: `red;}</style><script>alert(1)</script>` } } },
        blocks: { 'core/group': { border: { radius: BREAK_OUT, width: '2px' } } },
      },
    });
    expect(css).not.toContain('</style');
    expect(css).not.toContain('<img');
    expect(css).toContain('background-color: #fff;');
    expect(css).toContain('padding-left: 1rem;');
    expect(css).toContain('line-height: 1.6;');
    expect(css).toContain('border-width: 2px;');
    expect(css).not.toContain('onerror');
  });

  it('leaves out presets, custom values, layout sizes and names that could break out', () => {
    const css = stylesheet({
      settings: {
        color: {
          palette: [
            { slug: 'bad', color: BREAK_OUT, name: 'Bad' },
            { slug: 'ok', color: '#123456', name: 'Ok' },
          ],
        },
        custom: { gap: BREAK_OUT, ratio: 1.5 },
        layout: { contentSize: BREAK_OUT, wideSize: '1200px' },
        blocks: {
          'core/x{}</style>': { color: { palette: [{ slug: 'a', color: '#000', name: 'A' }] } },
        },
      },
      styles: {
        blocks: { 'core/group</style>': { color: { text: '#000' } } },
        variations: { 'x{}</style>': { blockTypes: ['core/group'], color: { text: '#000' } } },
      },
    });
    expect(css).not.toContain('</style');
    expect(css).toContain('--wp--preset--color--ok: #123456;');
    expect(css).not.toContain('--wp--preset--color--bad:');
    expect(css).toContain('--wp--custom--ratio: 1.5;');
    expect(css).not.toContain('--wp--custom--gap');
    expect(css).toContain('--wp--style--global--wide-size: 1200px;');
    expect(css).not.toContain('--wp--style--global--content-size:');
  });

  it("escapes < in administrators' custom CSS and keeps the rest of it working", () => {
    const css = stylesheet({
      styles: {
        css: '.a > .b{color:red}</style><img src=x onerror=alert(1)>',
        blocks: { 'core/group': { css: '& > p{content:"</style>"}' } },
      },
    });
    expect(css).not.toContain('<');
    expect(css).toContain('.a > .b{color:red}\\3c /style>\\3c img');
    expect(css).toContain('content:"\\3c /style>"');
    expect(css).toContain(':root :where(.wp-block-group > p){');
  });
});

describe('@font-face values', () => {
  it('escapes family names and drops unsafe sources and descriptors', () => {
    const rule = generateFontFaceRule(
      {
        fontFamily: 'Evil</style><img src=x onerror=alert(1)>',
        src: ['javascript:alert(1)', '/fonts/a.woff2'],
        fontWeight: '400',
        unicodeRange: `U+0000-00FF;}${BREAK_OUT}`,
      },
      { fontFamily: 'Evil' },
    );
    expect(rule).not.toContain('<');
    expect(rule).toContain('font-family: "Evil\\3c /style>\\3c img src=x onerror=alert(1)>";');
    expect(rule).toContain("src: url('/fonts/a.woff2') format('woff2');");
    expect(rule).not.toContain('javascript');
    expect(rule).not.toContain('unicode-range');
  });

  it('writes nothing for a face with an invalid weight or only unsafe sources', () => {
    expect(
      generateFontFaceRule(
        { fontFamily: 'A', src: '/a.woff2', fontWeight: BREAK_OUT },
        { fontFamily: 'A' },
      ),
    ).toBe('');
    expect(
      generateFontFaceRule({ fontFamily: 'A', src: 'javascript:alert(1)' }, { fontFamily: 'A' }),
    ).toBe('');
  });
});
