import { describe, expect, it } from 'vitest';
import { computeFluidFontSize, getFontSizeValue } from './fluid-typography';

describe('computeFluidFontSize', () => {
  it('derives the minimum from a logarithmic factor and clamps between 320px and 1600px', () => {
    expect(computeFluidFontSize({ fontSize: '1.5rem' })).toBe(
      'clamp(0.984rem, 0.984rem + ((1vw - 0.2rem) * 0.645), 1.5rem)',
    );
  });

  it('keeps the 14px floor for small sizes written in px', () => {
    expect(computeFluidFontSize({ fontSize: '20px', maximumViewportWidth: '1200px' })).toBe(
      'clamp(14px, 0.875rem + ((1vw - 3.2px) * 0.682), 20px)',
    );
  });

  it('uses explicit bounds', () => {
    expect(
      computeFluidFontSize({ fontSize: '3rem', minimumFontSize: '2rem', maximumFontSize: '4rem' }),
    ).toBe('clamp(2rem, 2rem + ((1vw - 0.2rem) * 2.5), 4rem)');
  });

  it('refuses sizes at or below the limit and values it cannot parse', () => {
    expect(computeFluidFontSize({ fontSize: '14px' })).toBeNull();
    expect(computeFluidFontSize({ fontSize: 'clamp(1rem, 2vw, 2rem)' })).toBeNull();
    expect(computeFluidFontSize({ fontSize: '2vw' })).toBeNull();
  });
});

describe('getFontSizeValue', () => {
  it('returns the size as written when fluid typography is off', () => {
    expect(getFontSizeValue({ size: '2rem' }, {})).toBe('2rem');
    expect(getFontSizeValue({ size: 18 }, {})).toBe('18px');
  });

  it('makes sizes fluid when settings.typography.fluid is true', () => {
    expect(getFontSizeValue({ size: '1.5rem' }, { typography: { fluid: true } })).toBe(
      'clamp(0.984rem, 0.984rem + ((1vw - 0.2rem) * 0.645), 1.5rem)',
    );
  });

  it('takes the maximum viewport from layout.wideSize unless fluid sets one', () => {
    const settings = { typography: { fluid: true }, layout: { wideSize: '1200px' } };
    expect(getFontSizeValue({ size: '36px' }, settings)).toBe(
      'clamp(22.041px, 1.378rem + ((1vw - 3.2px) * 1.586), 36px)',
    );
    const explicit = {
      typography: { fluid: { maxViewportWidth: '1600px' } },
      layout: { wideSize: '1200px' },
    };
    expect(getFontSizeValue({ size: '1.5rem' }, explicit)).toBe(
      'clamp(0.984rem, 0.984rem + ((1vw - 0.2rem) * 0.645), 1.5rem)',
    );
  });

  it('honours a preset fluid false and per-preset bounds, and the minFontSize setting', () => {
    const settings = { typography: { fluid: { minFontSize: '16px' } } };
    expect(getFontSizeValue({ size: '2rem', fluid: false }, settings)).toBe('2rem');
    expect(getFontSizeValue({ size: '2rem', fluid: { min: '1.5rem' } }, settings)).toBe(
      'clamp(1.5rem, 1.5rem + ((1vw - 0.2rem) * 0.625), 2rem)',
    );
    expect(getFontSizeValue({ size: '1.125rem' }, settings)).toBe(
      'clamp(1rem, 1rem + ((1vw - 0.2rem) * 0.156), 1.125rem)',
    );
  });
});
