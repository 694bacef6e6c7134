import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { generateGlobalStylesheet } from './global-stylesheet';
import { computeCustomDeclarations, presetCustomProperty } from './variables';

describe('preset custom properties', () => {
  it('writes every kind of preset on :root, one per slug', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          color: {
            palette: [{ slug: 'accent', color: '#ff0000' }],
            gradients: [{ slug: 'sunset', gradient: 'linear-gradient(#f00, #00f)' }],
            duotone: [{ slug: 'noir', colors: ['#000', '#fff'] }],
          },
          typography: {
            fontSizes: [{ slug: 'x-large', size: '2rem' }],
            fontFamilies: [{ slug: 'body', fontFamily: 'Inter, sans-serif' }],
          },
          spacing: { spacingSizes: [{ slug: '40', size: '1rem' }] },
          shadow: { presets: [{ slug: 'soft', shadow: '0 1px 2px #0003' }] },
        },
      },
      user: { settings: { color: { palette: [{ slug: 'mine', color: 'blue' }] } } },
    });
    expect(generateGlobalStylesheet(merged, { parts: ['variables'] })).toBe(
      ':root{--wp--preset--color--accent: #ff0000;--wp--preset--color--mine: blue;' +
        '--wp--preset--gradient--sunset: linear-gradient(#f00, #00f);' +
        '--wp--preset--duotone--noir: url(#wp-duotone-noir);' +
        '--wp--preset--font-size--x-large: 2rem;' +
        '--wp--preset--font-family--body: Inter, sans-serif;' +
        '--wp--preset--spacing--40: 1rem;' +
        '--wp--preset--shadow--soft: 0 1px 2px #0003;}',
    );
  });

  it('omits default presets when defaultPalette is false but keeps them otherwise', () => {
    const withDefaults = generateGlobalStylesheet(mergeThemeJson({}), { parts: ['variables'] });
    expect(withDefaults).toContain('--wp--preset--color--vivid-red: #cf2e2e;');
    expect(withDefaults).toContain('--wp--preset--spacing--50: 1.5rem;');
    expect(withDefaults).toContain('--wp--preset--shadow--natural:');
    const without = generateGlobalStylesheet(
      mergeThemeJson({ theme: { settings: { color: { defaultPalette: false } } } }),
      { parts: ['variables'] },
    );
    expect(without).not.toContain('--wp--preset--color--');
    expect(without).toContain('--wp--preset--gradient--midnight:');
  });

  it('writes block-level presets on the block selector', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          blocks: { 'core/button': { color: { palette: [{ slug: 'cta', color: 'gold' }] } } },
        },
      },
    });
    expect(generateGlobalStylesheet(merged, { parts: ['variables'] })).toBe(
      '.wp-block-button{--wp--preset--color--cta: gold;}',
    );
  });

  it('kebab-cases slugs', () => {
    expect(presetCustomProperty('font-size', 'fontSize2')).toBe(
      '--wp--preset--font-size--font-size-2',
    );
  });
});

describe('custom properties from settings.custom', () => {
  it('flattens nested keys with -- and kebab-cases camelCase', () => {
    expect(
      computeCustomDeclarations({
        lineHeight: { body: 1.6, heading: '1.2' },
        spacing: { outerGutter: { small: '1rem' } },
      }),
    ).toEqual([
      { property: '--wp--custom--line-height--body', value: '1.6' },
      { property: '--wp--custom--line-height--heading', value: '1.2' },
      { property: '--wp--custom--spacing--outer-gutter--small', value: '1rem' },
    ]);
  });

  it('writes them after the presets in the variables rule', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: { settings: { custom: { gap: '2rem' } } },
    });
    expect(generateGlobalStylesheet(merged, { parts: ['variables'] })).toBe(
      ':root{--wp--custom--gap: 2rem;}',
    );
  });
});
