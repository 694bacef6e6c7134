import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import { generateGlobalStylesheet } from './global-stylesheet';
import { generatePresetClasses } from './preset-classes';

describe('preset classes', () => {
  it('writes colour, background, border, gradient, font size and font family classes with !important', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          color: {
            palette: [{ slug: 'accent', color: 'red' }],
            gradients: [{ slug: 'dusk', gradient: 'linear-gradient(red, blue)' }],
          },
          typography: {
            fontSizes: [{ slug: 'small', size: '12px' }],
            fontFamilies: [{ slug: 'serif', fontFamily: 'Georgia, serif' }],
          },
        },
      },
    });
    expect(generateGlobalStylesheet(merged, { parts: ['presets'] })).toBe(
      '.has-accent-color{color: var(--wp--preset--color--accent) !important;}' +
        '.has-accent-background-color{background-color: var(--wp--preset--color--accent) !important;}' +
        '.has-accent-border-color{border-color: var(--wp--preset--color--accent) !important;}' +
        '.has-dusk-gradient-background{background: var(--wp--preset--gradient--dusk) !important;}' +
        '.has-small-font-size{font-size: var(--wp--preset--font-size--small) !important;}' +
        '.has-serif-font-family{font-family: var(--wp--preset--font-family--serif) !important;}',
    );
  });

  it('groups by class kind, then by slug', () => {
    const css = generatePresetClasses({
      color: {
        palette: [
          { slug: 'a', color: 'red' },
          { slug: 'b', color: 'blue' },
        ],
      },
    });
    expect(css.indexOf('.has-b-color{')).toBeLessThan(css.indexOf('.has-a-background-color{'));
  });

  it('scopes block-level classes to the block selector', () => {
    expect(
      generatePresetClasses(
        { color: { palette: [{ slug: 'cta', color: 'gold' }] } },
        '.wp-block-button',
      ),
    ).toBe(
      '.wp-block-button.has-cta-color{color: var(--wp--preset--color--cta) !important;}' +
        '.wp-block-button.has-cta-background-color{background-color: var(--wp--preset--color--cta) !important;}' +
        '.wp-block-button.has-cta-border-color{border-color: var(--wp--preset--color--cta) !important;}',
    );
  });

  it('leaves out default classes when the default flags are false', () => {
    const merged = mergeThemeJson({
      theme: { settings: { color: { defaultPalette: false, defaultGradients: false } } },
    });
    const css = generateGlobalStylesheet(merged, { parts: ['presets'] });
    expect(css).not.toContain('.has-vivid-red-color');
    expect(css).not.toContain('gradient-background');
    expect(css).toContain('.has-large-font-size{');
  });
});
