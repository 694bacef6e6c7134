import { describe, expect, it } from 'vitest';
import type { ThemeJson } from '../types/theme-json';
import { siteStylesheet } from './site-stylesheet';

const THEME: ThemeJson = {
  version: 3,
  settings: {
    color: { duotone: [{ slug: 'ink', name: 'Ink', colors: ['#111111', '#eeeeee'] }] },
  },
};

function stylesFor(blocks: Record<string, unknown>): ThemeJson {
  return { version: 3, styles: { blocks } } as ThemeJson;
}

describe('a block type duotone filter in the site stylesheet', () => {
  it("prints the image's filter on its img, the preset's variable and its SVG", () => {
    const { css, duotoneSvgs } = siteStylesheet({
      stylesheet: 'loom',
      theme: THEME,
      user: stylesFor({ 'core/image': { filter: { duotone: 'var:preset|duotone|ink' } } }),
    });
    expect(css).toContain(
      ':root :where(.wp-block-image img){filter: var(--wp--preset--duotone--ink);}',
    );
    expect(css).not.toContain(':root :where(.wp-block-image){filter');
    expect(css).toContain('--wp--preset--duotone--ink: url(#wp-duotone-ink)');
    expect(duotoneSvgs).toContain('<filter id="wp-duotone-ink">');
  });

  it("prints 'unset' (removing a theme's filter) on the same selector", () => {
    const { css } = siteStylesheet({
      stylesheet: 'loom',
      theme: {
        ...THEME,
        styles: { blocks: { 'core/image': { filter: { duotone: 'var:preset|duotone|ink' } } } },
      },
      user: stylesFor({ 'core/image': { filter: { duotone: 'unset' } } }),
    });
    expect(css).toContain(':root :where(.wp-block-image img){filter: unset;}');
    expect(css).not.toContain(':where(.wp-block-image img){filter: var(');
  });

  it("puts the cover's filter on its background media and the site logo's on its img", () => {
    const { css } = siteStylesheet({
      stylesheet: 'loom',
      theme: THEME,
      user: stylesFor({
        'core/cover': { filter: { duotone: 'var:preset|duotone|ink' } },
        'core/site-logo': { filter: { duotone: 'var:preset|duotone|ink' } },
      }),
    });
    expect(css).toContain(
      ':root :where(.wp-block-cover > .wp-block-cover__image-background, .wp-block-cover > .wp-block-cover__video-background){filter: var(--wp--preset--duotone--ink);}',
    );
    expect(css).toContain(
      ':root :where(.wp-block-site-logo img){filter: var(--wp--preset--duotone--ink);}',
    );
  });
});
