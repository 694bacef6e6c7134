import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import {
  generateGlobalStylesheet,
  generateGlobalStylesheetPieces,
  STYLESHEET_PARTS,
} from './global-stylesheet';

const merged = mergeThemeJson({
  defaults: null,
  theme: {
    settings: {
      color: { palette: [{ slug: 'accent', color: 'red' }] },
      typography: {
        fontFamilies: [
          {
            slug: 'inter',
            fontFamily: 'Inter',
            fontFace: [{ fontFamily: 'Inter', src: '/i.woff2' }],
          },
        ],
      },
    },
    styles: { color: { text: 'var:preset|color|accent' }, css: 'p{margin:0}' },
  },
});

describe('generateGlobalStylesheet', () => {
  it('writes the parts in a fixed order whatever order they are asked in', () => {
    const css = generateGlobalStylesheet(merged, {
      parts: ['custom-css', 'styles', 'variables', 'presets'],
    });
    expect(css).toBe(
      ':root{--wp--preset--color--accent: red;--wp--preset--font-family--inter: Inter;}' +
        'body{color: var(--wp--preset--color--accent);}' +
        '.has-accent-color{color: var(--wp--preset--color--accent) !important;}' +
        '.has-accent-background-color{background-color: var(--wp--preset--color--accent) !important;}' +
        '.has-accent-border-color{border-color: var(--wp--preset--color--accent) !important;}' +
        '.has-inter-font-family{font-family: var(--wp--preset--font-family--inter) !important;}' +
        'p{margin:0}',
    );
  });

  it('writes every part by default, font faces first and additional CSS last', () => {
    const css = generateGlobalStylesheet(merged);
    expect(STYLESHEET_PARTS).toHaveLength(7);
    expect(css.startsWith('@font-face{font-family: Inter;')).toBe(true);
    expect(css.endsWith('p{margin:0}')).toBe(true);
    expect(css).toContain('body .is-layout-flex{display: flex;}');
  });

  it('is deterministic and leaves the merged data untouched', () => {
    const before = JSON.stringify(merged);
    expect(generateGlobalStylesheet(merged)).toBe(generateGlobalStylesheet(merged));
    expect(JSON.stringify(merged)).toBe(before);
  });

  it('produces a full stylesheet from the core defaults alone', () => {
    const css = generateGlobalStylesheet(mergeThemeJson({}));
    expect(css).toContain('.has-vivid-purple-color{');
    expect(css).toContain(':root{--wp--style--block-gap: 24px;}');
    // The pull quote's 4px top and bottom borders are block-library CSS, as in WordPress, whose
    // core theme.json has no pull quote styles: a theme's border shorthand can replace them.
    expect(css).not.toContain('.wp-block-pullquote');
  });

  it("lets a theme's border shorthand remove the pull quote's borders", () => {
    const css = generateGlobalStylesheet(
      mergeThemeJson({
        theme: {
          version: 3,
          styles: {
            blocks: {
              'core/pullquote': { border: { width: '0px', style: 'solid', radius: '0px' } },
            },
          },
        },
      }),
    );
    const rule = /:root :where\(\.wp-block-pullquote\)\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toContain('border-width: 0px;');
    expect(rule).not.toMatch(/border-(top|bottom)-width/);
  });
});

describe('generateGlobalStylesheetPieces', () => {
  it('gives the stylesheet in named pieces that join into the whole', () => {
    const pieces = generateGlobalStylesheetPieces(merged);
    expect(pieces.map((piece) => piece.name)).toEqual([
      'font-faces',
      'variables',
      'layout',
      'styles-root',
      'styles-elements',
      'styles-blocks',
      'presets',
      'duotone',
      'custom-css',
    ]);
    expect(pieces.map((piece) => piece.css).join('')).toBe(generateGlobalStylesheet(merged));
    expect(pieces.find((piece) => piece.name === 'styles-root')?.css).toBe(
      'body{color: var(--wp--preset--color--accent);}',
    );
  });

  it('gives only the parts asked for, each piece naming its part', () => {
    const pieces = generateGlobalStylesheetPieces(merged, { parts: ['styles', 'font-faces'] });
    expect(pieces.map((piece) => [piece.part, piece.name])).toEqual([
      ['font-faces', 'font-faces'],
      ['styles', 'styles-root'],
      ['styles', 'styles-elements'],
      ['styles', 'styles-blocks'],
    ]);
  });

  it('changes only the root piece when the body text colour changes', () => {
    const recoloured = mergeThemeJson({
      defaults: null,
      theme: { ...merged, styles: { ...merged.styles, color: { text: '#c0ffee' } } },
    });
    const before = generateGlobalStylesheetPieces(merged);
    const after = generateGlobalStylesheetPieces(recoloured);
    const changed = after
      .filter((piece, index) => piece.css !== before[index]?.css)
      .map((piece) => piece.name);
    expect(changed).toEqual(['styles-root']);
  });

  it('escapes every piece for a style element', () => {
    const withCss = mergeThemeJson({
      defaults: null,
      theme: { styles: { css: 'p::after{content:"</style>"}' } },
    });
    const custom = generateGlobalStylesheetPieces(withCss).find(
      (piece) => piece.name === 'custom-css',
    );
    expect(custom?.css).toBe('p::after{content:"\\3c /style>"}');
  });
});
