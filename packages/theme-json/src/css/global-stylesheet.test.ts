import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { generateGlobalStylesheet, STYLESHEET_PARTS } from './global-stylesheet';

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
    expect(css).toContain(
      ':root :where(.wp-block-pullquote){border-top-width: 4px;border-top-style: solid;',
    );
  });
});
