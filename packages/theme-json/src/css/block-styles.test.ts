import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJson } from '../types/theme-json';
import { defaultBlockSelector } from './element-selectors';
import { generateGlobalStylesheet } from './global-stylesheet';

const css = (themeJson: ThemeJson, blockSelectors?: Record<string, string>) =>
  generateGlobalStylesheet(mergeThemeJson({ defaults: null, theme: themeJson }), {
    parts: ['styles'],
    blockSelectors,
  });

describe('block styles', () => {
  it('uses .wp-block-{name} by default and the caller map otherwise', () => {
    expect(defaultBlockSelector('core/group')).toBe('.wp-block-group');
    expect(defaultBlockSelector('acme/card')).toBe('.wp-block-acme-card');
    const themeJson: ThemeJson = {
      styles: {
        blocks: {
          'core/group': { color: { background: 'var:preset|color|base' } },
          'core/button': { border: { radius: '9px' } },
        },
      },
    };
    expect(css(themeJson, { 'core/button': '.wp-block-button .wp-block-button__link' })).toBe(
      ':root :where(.wp-block-group){background-color: var(--wp--preset--color--base);}' +
        ':root :where(.wp-block-button .wp-block-button__link){border-radius: 9px;}',
    );
  });

  it('scopes block elements under the block selector', () => {
    expect(
      css({
        styles: {
          blocks: {
            'core/quote': {
              elements: {
                link: { color: { text: 'red' }, ':hover': { color: { text: 'blue' } } },
                cite: { typography: { fontSize: '0.8em' } },
              },
            },
          },
        },
      }),
    ).toBe(
      ':root :where(.wp-block-quote a:where(:not(.wp-element-button))){color: red;}' +
        ':root :where(.wp-block-quote a:where(:not(.wp-element-button)):hover){color: blue;}' +
        ':root :where(.wp-block-quote cite){font-size: 0.8em;}',
    );
  });

  it('writes block style variations with .is-style-{name} on the first compound', () => {
    expect(
      css(
        {
          styles: {
            blocks: {
              'core/button': {
                variations: {
                  outline: { border: { width: '2px' }, color: { background: 'transparent' } },
                },
              },
            },
          },
        },
        { 'core/button': '.wp-block-button .wp-block-button__link' },
      ),
    ).toBe(
      ':root :where(.wp-block-button.is-style-outline .wp-block-button__link){background-color: transparent;border-width: 2px;border-style: solid;}',
    );
  });

  it('applies shared variations to the blocks listed in blockTypes, with nested blocks and elements', () => {
    expect(
      css({
        styles: {
          variations: {
            'section-dark': {
              title: 'Dark section',
              blockTypes: ['core/group'],
              color: { background: 'black', text: 'white' },
              elements: { link: { color: { text: 'yellow' } } },
              blocks: { 'core/heading': { color: { text: 'silver' } } },
            },
          },
        },
      }),
    ).toBe(
      ':root :where(.wp-block-group.is-style-section-dark){background-color: black;color: white;}' +
        ':root :where(.wp-block-group.is-style-section-dark a:where(:not(.wp-element-button))){color: yellow;}' +
        ':root :where(.wp-block-group.is-style-section-dark .wp-block-heading){color: silver;}',
    );
  });

  it('writes a block gap as layout rules on the block layout classes', () => {
    expect(
      css({
        styles: {
          blocks: { 'core/columns': { spacing: { blockGap: { top: '1rem', left: '2rem' } } } },
        },
      }),
    ).toBe(
      ':root :where(.wp-block-columns-is-layout-flow) > :first-child{margin-block-start: 0;}' +
        ':root :where(.wp-block-columns-is-layout-flow) > :last-child{margin-block-end: 0;}' +
        ':root :where(.wp-block-columns-is-layout-flow) > *{margin-block-start: 1rem;margin-block-end: 0;}' +
        ':root :where(.wp-block-columns-is-layout-constrained) > :first-child{margin-block-start: 0;}' +
        ':root :where(.wp-block-columns-is-layout-constrained) > :last-child{margin-block-end: 0;}' +
        ':root :where(.wp-block-columns-is-layout-constrained) > *{margin-block-start: 1rem;margin-block-end: 0;}' +
        ':root :where(.wp-block-columns-is-layout-flex){gap: 1rem 2rem;}' +
        ':root :where(.wp-block-columns-is-layout-grid){gap: 1rem 2rem;}',
    );
  });
});

describe('block duotone', () => {
  const themeJson: ThemeJson = {
    styles: {
      blocks: {
        'core/image': { filter: { duotone: 'var:preset|duotone|noir' }, border: { radius: '4px' } },
      },
    },
  };

  it('writes the filter on the duotone selector the caller gives', () => {
    const css = generateGlobalStylesheet(mergeThemeJson({ defaults: null, theme: themeJson }), {
      parts: ['styles'],
      duotoneSelectors: {
        'core/image': '.wp-block-image img, .wp-block-image .components-placeholder',
      },
    });
    expect(css).toBe(
      ':root :where(.wp-block-image){border-radius: 4px;}' +
        ':root :where(.wp-block-image img, .wp-block-image .components-placeholder){filter: var(--wp--preset--duotone--noir);}',
    );
  });

  it('writes it on the block itself otherwise', () => {
    expect(css(themeJson)).toBe(
      ':root :where(.wp-block-image){border-radius: 4px;filter: var(--wp--preset--duotone--noir);}',
    );
  });
});
