import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJson } from '../types/theme-json';
import { generateGlobalStylesheet } from './global-stylesheet';

const layoutCss = (themeJson: ThemeJson, siteBlocksSelector?: string) =>
  generateGlobalStylesheet(mergeThemeJson({ defaults: null, theme: themeJson }), {
    parts: ['layout'],
    siteBlocksSelector,
  });

const BASE_RULES =
  '.is-layout-flow > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}' +
  '.is-layout-flow > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}' +
  '.is-layout-flow > .aligncenter{margin-left: auto !important;margin-right: auto !important;}' +
  '.is-layout-constrained > .alignleft{float: left;margin-inline-start: 0;margin-inline-end: 2em;}' +
  '.is-layout-constrained > .alignright{float: right;margin-inline-start: 2em;margin-inline-end: 0;}' +
  '.is-layout-constrained > .aligncenter{margin-left: auto !important;margin-right: auto !important;}' +
  '.is-layout-constrained > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width: var(--wp--style--global--content-size);margin-left: auto !important;margin-right: auto !important;}' +
  '.is-layout-constrained > .alignwide{max-width: var(--wp--style--global--wide-size);}' +
  'body .is-layout-flex{display: flex;}' +
  '.is-layout-flex{flex-wrap: wrap;align-items: center;}' +
  '.is-layout-flex > :is(*, div){margin: 0;}' +
  'body .is-layout-grid{display: grid;}' +
  '.is-layout-grid > :is(*, div){margin: 0;}';

describe('layout styles', () => {
  it('writes content/wide sizes, the block gap and every layout type', () => {
    expect(
      layoutCss({
        settings: { layout: { contentSize: '640px', wideSize: '1200px' } },
        styles: { spacing: { blockGap: '1.5rem' } },
      }),
    ).toBe(
      ':root{--wp--style--global--content-size: 640px;--wp--style--global--wide-size: 1200px;}' +
        ':where(body){margin: 0;}' +
        '.wp-site-blocks > .alignleft{float: left;margin-right: 2em;}' +
        '.wp-site-blocks > .alignright{float: right;margin-left: 2em;}' +
        '.wp-site-blocks > .aligncenter{justify-content: center;margin-left: auto;margin-right: auto;}' +
        ':where(.wp-site-blocks) > *{margin-block-start: 1.5rem;margin-block-end: 0;}' +
        ':where(.wp-site-blocks) > :first-child{margin-block-start: 0;}' +
        ':where(.wp-site-blocks) > :last-child{margin-block-end: 0;}' +
        ':root{--wp--style--block-gap: 1.5rem;}' +
        ':root :where(.is-layout-flow) > :first-child{margin-block-start: 0;}' +
        ':root :where(.is-layout-flow) > :last-child{margin-block-end: 0;}' +
        ':root :where(.is-layout-flow) > *{margin-block-start: 1.5rem;margin-block-end: 0;}' +
        ':root :where(.is-layout-constrained) > :first-child{margin-block-start: 0;}' +
        ':root :where(.is-layout-constrained) > :last-child{margin-block-end: 0;}' +
        ':root :where(.is-layout-constrained) > *{margin-block-start: 1.5rem;margin-block-end: 0;}' +
        ':root :where(.is-layout-flex){gap: 1.5rem;}' +
        ':root :where(.is-layout-grid){gap: 1.5rem;}' +
        BASE_RULES,
    );
  });

  it('falls back to a 0.5em gap without --wp--style--block-gap when no gap is set', () => {
    const css = layoutCss({});
    expect(css).toContain(':root :where(.is-layout-flex){gap: 0.5em;}');
    expect(css).not.toContain('--wp--style--block-gap');
    expect(css.startsWith(':where(body){margin: 0;}')).toBe(true);
  });

  it('adds the root padding rules with root-padding-aware alignments', () => {
    const css = layoutCss(
      { settings: { useRootPaddingAwareAlignments: true } },
      '.is-root-container',
    );
    expect(css).toContain(
      '.is-root-container{padding-top: var(--wp--style--root--padding-top);padding-bottom: var(--wp--style--root--padding-bottom);}' +
        '.has-global-padding{padding-right: var(--wp--style--root--padding-right);padding-left: var(--wp--style--root--padding-left);}' +
        '.has-global-padding > .alignfull{margin-right: calc(var(--wp--style--root--padding-right) * -1);margin-left: calc(var(--wp--style--root--padding-left) * -1);}' +
        '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)){padding-right: 0;padding-left: 0;}' +
        '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull)) > .alignfull{margin-left: 0;margin-right: 0;}',
    );
    expect(layoutCss({})).not.toContain('.has-global-padding');
  });

  it('writes the block gap from a preset reference', () => {
    expect(layoutCss({ styles: { spacing: { blockGap: 'var:preset|spacing|40' } } })).toContain(
      ':root{--wp--style--block-gap: var(--wp--preset--spacing--40);}',
    );
  });
});
