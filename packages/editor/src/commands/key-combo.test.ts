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

  it('a key alone matches only with no modifier held', () => {
    const combo = { key: 'escape' };
    expect(matchesCombo(key({ key: 'Escape', code: 'Escape' }), combo, false)).toBe(true);
    expect(matchesCombo(key({ key: 'Escape', code: 'Escape', shiftKey: true }), combo, false)).toBe(
      false,
    );
    expect(comboLabel(combo, false)).toBe('Escape');
  });

  it('shift+Tab, primaryAlt and shiftAlt hold exactly their keys', () => {
    const tab = { modifier: 'shift' as const, key: 'tab' };
    expect(matchesCombo(key({ key: 'Tab', code: 'Tab', shiftKey: true }), tab, false)).toBe(true);
    expect(matchesCombo(key({ key: 'Tab', code: 'Tab' }), tab, false)).toBe(false);
    const before = { modifier: 'primaryAlt' as const, key: 't' };
    expect(
      matchesCombo(key({ key: '†', code: 'KeyT', metaKey: true, altKey: true }), before, true),
    ).toBe(true);
    expect(
      matchesCombo(key({ key: 't', code: 'KeyT', ctrlKey: true, altKey: true }), before, false),
    ).toBe(true);
    const remove = { modifier: 'shiftAlt' as const, key: 'z' };
    expect(
      matchesCombo(key({ key: 'Z', code: 'KeyZ', shiftKey: true, altKey: true }), remove, true),
    ).toBe(true);
    expect(comboLabel(before, false)).toBe('Ctrl+Alt+T');
    expect(comboLabel(remove, false)).toBe('Shift+Alt+Z');
  });

  it('access+digit matches the digit key whatever Shift made of it', () => {
    const combo = { modifier: 'access' as const, key: '2' };
    expect(
      matchesCombo(key({ key: '@', code: 'Digit2', shiftKey: true, altKey: true }), combo, false),
    ).toBe(true);
    expect(
      matchesCombo(key({ key: '#', code: 'Digit3', shiftKey: true, altKey: true }), combo, false),
    ).toBe(false);
  });
});
