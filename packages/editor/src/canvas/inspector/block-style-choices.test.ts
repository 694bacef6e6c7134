import { describe, expect, it } from 'vitest';
import { activeBlockStyleChoice, blockStyleChoices } from './block-style-choices';

describe('blockStyleChoices', () => {
  it('puts a Default first when neither the block nor the theme has one', () => {
    expect(blockStyleChoices(undefined, [{ name: 'checkmark-list', label: 'Checkmark' }])).toEqual([
      { name: 'default', label: 'Default', isDefault: true },
      { name: 'checkmark-list', label: 'Checkmark' },
    ]);
  });

  it('keeps the block’s own styles first and adds only the theme’s new names', () => {
    expect(
      blockStyleChoices(
        [
          { name: 'fill', label: 'Fill', isDefault: true },
          { name: 'outline', label: 'Outline' },
        ],
        [
          { name: 'outline', label: 'Theme outline' },
          { name: 'pill', label: 'Pill' },
        ],
      ).map((style) => style.label),
    ).toEqual(['Fill', 'Outline', 'Pill']);
  });

  it('offers nothing for a block type without styles', () => {
    expect(blockStyleChoices([], [])).toEqual([]);
  });
});

describe('activeBlockStyleChoice', () => {
  const choices = blockStyleChoices(undefined, [{ name: 'section-1', label: 'Style 1' }]);

  it('reads the is-style class, else the default', () => {
    expect(activeBlockStyleChoice(choices, 'alignfull is-style-section-1')?.label).toBe('Style 1');
    expect(activeBlockStyleChoice(choices, 'alignfull')?.label).toBe('Default');
    expect(activeBlockStyleChoice(choices, undefined)?.label).toBe('Default');
  });
});
