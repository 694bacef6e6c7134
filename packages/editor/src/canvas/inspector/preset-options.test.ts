import { describe, expect, it } from 'vitest';
import { presetGroups } from './preset-options';

describe('presetGroups', () => {
  it('groups a palette by origin, theme first, with names and values', () => {
    const settings = {
      color: {
        palette: {
          default: [{ slug: 'black', name: 'Black', color: '#000' }],
          theme: [{ slug: 'accent', name: 'Accent', color: '#f00' }],
        },
      },
    };
    expect(presetGroups(settings, 'color')).toEqual([
      {
        origin: 'theme',
        label: 'Theme',
        options: [{ slug: 'accent', name: 'Accent', value: '#f00' }],
      },
      {
        origin: 'default',
        label: 'Default',
        options: [{ slug: 'black', name: 'Black', value: '#000' }],
      },
    ]);
  });

  it('leaves the default palette out when the theme turns it off', () => {
    const settings = {
      color: {
        defaultPalette: false,
        palette: {
          default: [{ slug: 'black', color: '#000' }],
          theme: [{ slug: 'a', color: '#1' }],
        },
      },
    };
    expect(presetGroups(settings, 'color').map((group) => group.origin)).toEqual(['theme']);
  });

  it('reads font sizes from size', () => {
    const settings = {
      typography: { fontSizes: { theme: [{ slug: 'l', name: 'Large', size: '2rem' }] } },
    };
    expect(presetGroups(settings, 'font-size')[0]?.options[0]?.value).toBe('2rem');
  });
});
