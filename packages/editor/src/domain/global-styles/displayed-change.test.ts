import { describe, expect, it } from 'vitest';
import { userNodeAfterChange } from './displayed-change';

const theme = { typography: { fontSize: '1rem', lineHeight: '1.6' }, color: { text: '#111' } };

describe('userNodeAfterChange', () => {
  it("writes only the changed leaf into the user's node, never the theme's other values", () => {
    const shownAfter = { ...theme, typography: { ...theme.typography, fontSize: '2rem' } };
    expect(userNodeAfterChange({}, theme, shownAfter)).toEqual({
      typography: { fontSize: '2rem' },
    });
  });

  it("keeps the user's other values and replaces the one changed", () => {
    const user = { color: { text: '#c00' }, typography: { fontSize: '3rem' } };
    const shown = {
      ...theme,
      color: { text: '#c00' },
      typography: { fontSize: '3rem', lineHeight: '1.6' },
    };
    const after = { ...shown, typography: { fontSize: '3rem', lineHeight: '2' } };
    expect(userNodeAfterChange(user, shown, after)).toEqual({
      color: { text: '#c00' },
      typography: { fontSize: '3rem', lineHeight: '2' },
    });
  });

  it("removes a leaf the panel cleared from the user's node (the theme's value shows again)", () => {
    const user = { color: { text: '#c00' } };
    const shown = { ...theme, color: { text: '#c00' } };
    const after = { typography: theme.typography };
    expect(userNodeAfterChange(user, shown, after)).toEqual({});
  });

  it('changes nothing when the panel gives the same value back', () => {
    const user = Object.freeze({ color: Object.freeze({ text: '#c00' }) });
    expect(userNodeAfterChange(user, theme, { ...theme })).toEqual(user);
  });
});
