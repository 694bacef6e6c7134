import { describe, expect, it } from 'vitest';
import { renamedSelection } from './renamed-selection';

const renamed = new Map([
  ['s1', 'd1'],
  ['s2', 'd2'],
]);

describe('renamedSelection', () => {
  it('moves a selected block to its new id with the caret where it is now', () => {
    const selection = { anchor: { clientId: 's1', caret: 0 }, focus: { clientId: 's1', caret: 0 } };
    expect(renamedSelection(selection, renamed, { clientId: 's1', caret: 7 })).toEqual({
      anchor: { clientId: 'd1', caret: 7 },
      focus: { clientId: 'd1', caret: 7 },
    });
  });

  it('keeps the caret it had when the caret now is in another block or unknown', () => {
    const selection = {
      anchor: { clientId: 's2' },
      focus: { clientId: 's2', caret: 'end' as const },
    };
    expect(renamedSelection(selection, renamed, { clientId: 'x', caret: 3 })).toEqual({
      anchor: { clientId: 'd2', caret: 'end' },
      focus: { clientId: 'd2', caret: 'end' },
    });
    expect(renamedSelection(selection, renamed, null).focus).toEqual({
      clientId: 'd2',
      caret: 'end',
    });
  });

  it('moves both ends of a range of blocks', () => {
    const selection = { anchor: { clientId: 's1' }, focus: { clientId: 's2' } };
    expect(renamedSelection(selection, renamed, null)).toEqual({
      anchor: { clientId: 'd1' },
      focus: { clientId: 'd2' },
    });
  });

  it('answers the same selection when none of its blocks was renamed', () => {
    const selection = { anchor: { clientId: 'z' }, focus: { clientId: 'z' } };
    expect(renamedSelection(selection, renamed, { clientId: 'z', caret: 1 })).toBe(selection);
  });

  it('follows a block selected in one showing of a record shown twice, and the showing itself', () => {
    const inShowing = { anchor: { clientId: 's1@n1' }, focus: { clientId: 's1@n1', caret: 2 } };
    expect(renamedSelection(inShowing, renamed, null)).toEqual({
      anchor: { clientId: 'd1@n1', caret: 2 },
      focus: { clientId: 'd1@n1', caret: 2 },
    });
    // The record around (the part holding the navigation block n1) takes its ids.
    const aroundRenamed = new Map([['n1', 'e1']]);
    expect(renamedSelection(inShowing, aroundRenamed, null).focus.clientId).toBe('s1@e1');
    const elsewhere = { anchor: { clientId: 'x@n2' }, focus: { clientId: 'x@n2' } };
    expect(renamedSelection(elsewhere, renamed, null)).toBe(elsewhere);
  });
});
