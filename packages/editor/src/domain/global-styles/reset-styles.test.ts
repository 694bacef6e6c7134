import { describe, expect, it } from 'vitest';
import { canResetStyles, resetStylesEdit } from './reset-styles';

const fonts = { custom: [{ slug: 'inter', name: 'Inter', fontFamily: 'Inter' }] };

describe('Reset styles', () => {
  it('has nothing to reset without a record, or with empty styles and settings', () => {
    expect(canResetStyles(null)).toBe(false);
    expect(canResetStyles({ id: 3, styles: {}, settings: {} })).toBe(false);
    expect(canResetStyles({ id: 3 })).toBe(false);
  });

  it('can reset as soon as the user set a style or a setting', () => {
    expect(canResetStyles({ styles: { color: { text: '#111' } }, settings: {} })).toBe(true);
    expect(
      canResetStyles({ styles: {}, settings: { color: { palette: { custom: [{ slug: 'a' }] } } } }),
    ).toBe(true);
  });

  it('does not count the installed fonts, which a reset keeps', () => {
    const record = { styles: {}, settings: { typography: { fontFamilies: fonts } } };
    expect(canResetStyles(record)).toBe(false);
    const edited = {
      styles: { typography: { fontSize: '2rem' } },
      settings: { typography: { fontFamilies: fonts }, layout: { contentSize: '600px' } },
    };
    expect(resetStylesEdit(edited)).toEqual({
      styles: {},
      settings: { typography: { fontFamilies: fonts } },
    });
  });

  it('resets to empty styles and settings when no font is installed', () => {
    expect(resetStylesEdit({ styles: { css: 'p{}' }, settings: { color: {} } })).toEqual({
      styles: {},
      settings: {},
    });
  });
});
