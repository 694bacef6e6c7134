import { describe, expect, it } from 'vitest';
import { comboLabel, matchesCombo } from './key-combo';

const key = (
  init: Partial<{
    key: string;
    code: string;
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
  }>,
) => ({
  key: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('key combinations', () => {
  it('primaryShift+comma is Ctrl+Shift+, elsewhere and ⌘⇧, on Apple', () => {
    const combo = { modifier: 'primaryShift' as const, key: ',' };
    expect(
      matchesCombo(key({ key: '<', code: 'Comma', ctrlKey: true, shiftKey: true }), combo, false),
    ).toBe(true);
    expect(
      matchesCombo(key({ key: '<', code: 'Comma', metaKey: true, shiftKey: true }), combo, true),
    ).toBe(true);
    expect(matchesCombo(key({ key: ',', code: 'Comma', ctrlKey: true }), combo, false)).toBe(false);
  });

  it('access is Shift+Alt elsewhere and Ctrl+⌥ on Apple', () => {
    const combo = { modifier: 'access' as const, key: 'h' };
    expect(
      matchesCombo(key({ key: 'H', code: 'KeyH', shiftKey: true, altKey: true }), combo, false),
    ).toBe(true);
    expect(
      matchesCombo(key({ key: '˙', code: 'KeyH', ctrlKey: true, altKey: true }), combo, true),
    ).toBe(true);
  });

  it('secondary+m needs primary, Shift and Alt', () => {
    const combo = { modifier: 'secondary' as const, key: 'm' };
    expect(
      matchesCombo(
        key({ key: 'M', code: 'KeyM', ctrlKey: true, shiftKey: true, altKey: true }),
        combo,
        false,
      ),
    ).toBe(true);
    expect(
      matchesCombo(key({ key: 'm', code: 'KeyM', ctrlKey: true, shiftKey: true }), combo, false),
    ).toBe(false);
  });

  it('labels a combination', () => {
    expect(comboLabel({ modifier: 'primaryShift', key: ',' }, false)).toBe('Ctrl+Shift+,');
    expect(comboLabel({ modifier: 'ctrl', key: '`' }, true)).toBe('⌃`');
  });
});
