import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../values/deep-freeze';
import { hasSplitBorders, normaliseBorder, withFallbackBorderStyle } from './normalise-border';

describe('normaliseBorder', () => {
  it('gives a flat border with a colour but no style a solid style', () => {
    expect(normaliseBorder({ color: '#000' })).toEqual({ color: '#000', style: 'solid' });
  });

  it('gives a flat border with a width but no style a solid style', () => {
    expect(normaliseBorder({ width: '2px' })).toEqual({ width: '2px', style: 'solid' });
  });

  it('keeps an explicit style, and adds none for a zero width alone', () => {
    expect(normaliseBorder({ color: 'red', style: 'dashed' })).toEqual({
      color: 'red',
      style: 'dashed',
    });
    expect(normaliseBorder({ width: '0' })).toEqual({ width: '0' });
  });

  it('turns a split border into per-side values, flat values acting as defaults', () => {
    expect(
      normaliseBorder({
        color: 'red',
        top: { width: '1px' },
        bottom: { color: 'blue', style: 'dotted' },
      }),
    ).toEqual({
      top: { color: 'red', width: '1px', style: 'solid' },
      right: { color: 'red', style: 'solid' },
      bottom: { color: 'blue', style: 'dotted' },
      left: { color: 'red', style: 'solid' },
    });
  });

  it('drops empty sides and keeps the radius', () => {
    expect(normaliseBorder({ radius: '4px', left: { width: '3px' }, top: {} })).toEqual({
      left: { width: '3px', style: 'solid' },
      radius: '4px',
    });
  });

  it('returns undefined when nothing is left and never mutates its input', () => {
    expect(normaliseBorder({ color: '' })).toBeUndefined();
    expect(normaliseBorder(JSON.parse('{"color": null, "width": "1px"}'))).toEqual({
      width: '1px',
      style: 'solid',
    });
    expect(normaliseBorder(undefined)).toBeUndefined();
    const frozen = deepFreeze({ color: 'red', top: { width: '1px' } });
    expect(() => normaliseBorder(frozen)).not.toThrow();
    expect(frozen).toEqual({ color: 'red', top: { width: '1px' } });
  });
});

describe('border helpers', () => {
  it('detects split borders and applies the side fallback', () => {
    expect(hasSplitBorders({ color: 'red' })).toBe(false);
    expect(hasSplitBorders({ right: { color: 'red' } })).toBe(true);
    expect(withFallbackBorderStyle({ style: 'none' })).toEqual({ style: 'none' });
    expect(withFallbackBorderStyle({ color: 'red' })).toEqual({ color: 'red', style: 'solid' });
  });
});
