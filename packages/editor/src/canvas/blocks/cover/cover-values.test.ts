import { describe, expect, it } from 'vitest';
import {
  coverDimRatio,
  coverDimRatioChange,
  coverHasBackground,
  coverImageChanges,
} from './cover-values';

const ITEM = { id: 4, url: '/up/backdrop.png', alt: 'Hills', title: 'backdrop' };

describe('cover values', () => {
  it('reads the overlay opacity, 100 by default', () => {
    expect(coverDimRatio({})).toBe(100);
    expect(coverDimRatio({ dimRatio: 30 })).toBe(30);
  });

  it('has a background with an image, an overlay colour or a gradient, not before', () => {
    expect(coverHasBackground({})).toBe(false);
    expect(coverHasBackground({ dimRatio: 100 })).toBe(false);
    expect(coverHasBackground({ url: '/a.png' })).toBe(true);
    expect(coverHasBackground({ overlayColor: 'contrast' })).toBe(true);
    expect(coverHasBackground({ customOverlayColor: '#123456' })).toBe(true);
    expect(coverHasBackground({ gradient: 'lamplight' })).toBe(true);
  });

  it('the first image brings the opaque default overlay down to 50 %', () => {
    expect(coverImageChanges({}, ITEM)).toEqual({
      url: '/up/backdrop.png',
      id: 4,
      alt: 'Hills',
      backgroundType: undefined,
      dimRatio: 50,
    });
  });

  it('keeps a chosen opacity, and the opacity of a cover that had an image', () => {
    expect(coverImageChanges({ dimRatio: 30 }, ITEM)).not.toHaveProperty('dimRatio');
    expect(coverImageChanges({ url: '/old.png', dimRatio: 100 }, ITEM)).not.toHaveProperty(
      'dimRatio',
    );
  });

  it('turns a slider position into a ratio from 0 to 100 by 10', () => {
    expect(coverDimRatioChange('50')).toEqual({ dimRatio: 50 });
    expect(coverDimRatioChange('0')).toEqual({ dimRatio: 0 });
    expect(coverDimRatioChange('44')).toEqual({ dimRatio: 40 });
    expect(coverDimRatioChange('140')).toEqual({ dimRatio: 100 });
  });
});
