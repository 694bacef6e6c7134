import { describe, expect, it } from 'vitest';
import {
  fullVariationEdit,
  isCurrentFull,
  isCurrentPartial,
  partialVariationEdit,
} from './choose-variation';
import type { ThemeStyleVariation } from './variation-layer';

const dusk: ThemeStyleVariation = {
  title: 'Dusk',
  slug: 'dusk',
  settings: { color: { palette: [{ slug: 'base', name: 'Night', color: '#16151c' }] } },
  styles: { color: { background: 'var:preset|color|base' }, typography: { lineHeight: '1.7' } },
};
const ember: ThemeStyleVariation = {
  title: 'Ember',
  slug: 'colors/ember',
  settings: { color: { palette: [{ slug: 'base', name: 'Sand', color: '#f7ede2' }] } },
};
const installed = [{ slug: 'inter', name: 'Inter', fontFamily: 'Inter' }];

const user = {
  styles: {
    css: 'p { margin: 0 }',
    color: { text: 'red' },
    typography: { fontSize: '20px' },
  },
  settings: {
    color: { palette: { custom: [{ slug: 'custom-1', name: 'Mine', color: '#123456' }] } },
    typography: { fontFamilies: { custom: installed } },
  },
};

describe('fullVariationEdit', () => {
  it("replaces the user's styles and settings with the variation's, presets under the theme origin", () => {
    expect(fullVariationEdit(user, dusk)).toEqual({
      styles: {
        color: { background: 'var:preset|color|base' },
        typography: { lineHeight: '1.7' },
        css: 'p { margin: 0 }',
      },
      settings: {
        color: { palette: { theme: [{ slug: 'base', name: 'Night', color: '#16151c' }] } },
        typography: { fontFamilies: { custom: installed } },
      },
    });
  });

  it('Default empties the look and keeps Additional CSS and installed fonts', () => {
    expect(fullVariationEdit(user, null)).toEqual({
      styles: { css: 'p { margin: 0 }' },
      settings: { typography: { fontFamilies: { custom: installed } } },
    });
    expect(fullVariationEdit(undefined, null)).toEqual({ styles: {}, settings: {} });
  });
});

describe('partialVariationEdit', () => {
  it("replaces only the user's colours and keeps the rest", () => {
    expect(partialVariationEdit(user, 'color', ember)).toEqual({
      styles: { css: 'p { margin: 0 }', typography: { fontSize: '20px' } },
      settings: {
        color: { palette: { theme: [{ slug: 'base', name: 'Sand', color: '#f7ede2' }] } },
        typography: { fontFamilies: { custom: installed } },
      },
    });
  });

  it("Default removes the user's typography and keeps installed fonts", () => {
    expect(partialVariationEdit(user, 'typography', null)).toEqual({
      styles: { css: 'p { margin: 0 }', color: { text: 'red' } },
      settings: {
        color: user.settings.color,
        typography: { fontFamilies: { custom: installed } },
      },
    });
  });
});

describe('isCurrentFull / isCurrentPartial', () => {
  it('a chosen variation is current; Default is current when nothing but CSS and fonts is set', () => {
    const chosen = fullVariationEdit(user, dusk);
    expect(isCurrentFull(chosen, dusk)).toBe(true);
    expect(isCurrentFull(chosen, null)).toBe(false);
    expect(isCurrentFull(fullVariationEdit(user, null), null)).toBe(true);
    expect(isCurrentFull({ styles: {}, settings: {} }, dusk)).toBe(false);
    expect(isCurrentFull(user, null)).toBe(false);
  });

  it('a partial is current when the colours match, whatever else is set', () => {
    const chosen = partialVariationEdit(user, 'color', ember);
    expect(isCurrentPartial(chosen, 'color', ember)).toBe(true);
    expect(isCurrentPartial(chosen, 'color', null)).toBe(false);
    expect(isCurrentPartial(chosen, 'typography', null)).toBe(false);
    expect(
      isCurrentPartial(partialVariationEdit(chosen, 'typography', null), 'typography', null),
    ).toBe(true);
    expect(isCurrentFull(chosen, null)).toBe(false);
  });
});
