import { describe, expect, it } from 'vitest';
import type { ThemeJson } from '../types/theme-json';
import { presetShorthandToCss, resolveRef, styleValueToCss } from './style-value';

const themeJson: ThemeJson = {
  styles: {
    color: { text: { ref: 'styles.elements.link.color.text' } },
    elements: {
      link: { color: { text: 'var:preset|color|accent' } },
      button: { color: { text: { ref: 'styles.color.text' } } },
    },
    blocks: { 'core/quote': { color: { text: { ref: 'styles.blocks.core/quote.color.text' } } } },
  },
};

describe('style values', () => {
  it('expands preset shorthands', () => {
    expect(presetShorthandToCss('var:preset|color|accent')).toBe(
      'var(--wp--preset--color--accent)',
    );
    expect(presetShorthandToCss('var:custom|spacing|outer')).toBe(
      'var(--wp--custom--spacing--outer)',
    );
    expect(presetShorthandToCss('#fff')).toBe('#fff');
  });

  it('follows refs, also chained ones', () => {
    expect(resolveRef({ ref: 'styles.elements.link.color.text' }, themeJson)).toBe(
      'var:preset|color|accent',
    );
    expect(styleValueToCss({ ref: 'styles.color.text' }, themeJson)).toBe(
      'var(--wp--preset--color--accent)',
    );
    expect(styleValueToCss(themeJson.styles?.elements?.button?.color?.text, themeJson)).toBe(
      'var(--wp--preset--color--accent)',
    );
  });

  it('yields undefined for missing or cyclic refs, empty strings and objects', () => {
    expect(styleValueToCss({ ref: 'styles.nothing.here' }, themeJson)).toBeUndefined();
    expect(styleValueToCss({ ref: 'styles.color' }, themeJson)).toBeUndefined();
    const cyclic = themeJson.styles?.blocks?.['core/quote']?.color?.text;
    expect(styleValueToCss(cyclic, themeJson)).toBeUndefined();
    expect(styleValueToCss('  ', themeJson)).toBeUndefined();
    expect(styleValueToCss(1.5, themeJson)).toBe('1.5');
  });
});
