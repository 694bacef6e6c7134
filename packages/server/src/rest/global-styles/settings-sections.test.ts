import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS, withSettingsSections } from './settings-sections.js';

describe('withSettingsSections', () => {
  it('gives a theme without settings every section, empty', () => {
    const filled = withSettingsSections({});
    expect(Object.keys(filled)).toEqual([...SETTINGS_SECTIONS]);
    expect(filled.background).toEqual({});
    expect(filled.position).toEqual({});
  });

  it('keeps the theme’s own values and flags', () => {
    const color = { palette: { theme: [{ slug: 'base', color: '#fff', name: 'Base' }] } };
    const filled = withSettingsSections({ appearanceTools: true, color });
    expect(filled.appearanceTools).toBe(true);
    expect(filled.color).toBe(color);
    expect(filled.blocks).toEqual({});
  });
});
