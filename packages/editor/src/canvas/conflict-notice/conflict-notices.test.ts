import { describe, expect, it } from 'vitest';
import { conflictNotices, sameNotices } from './conflict-notices';

describe('conflictNotices', () => {
  it('lists the marks oldest first, ties by block id', () => {
    const notices = conflictNotices(
      new Map([
        ['b2', { attribute: 'content', at: 20 }],
        ['b9', { attribute: 'text', at: 10 }],
        ['b1', { attribute: 'content', at: 20 }],
      ]),
    );
    expect(notices).toEqual([
      { clientId: 'b9', attribute: 'text', at: 10 },
      { clientId: 'b1', attribute: 'content', at: 20 },
      { clientId: 'b2', attribute: 'content', at: 20 },
    ]);
  });

  it('is empty without marks', () => {
    expect(conflictNotices(new Map())).toEqual([]);
  });
});

describe('sameNotices', () => {
  const one = { clientId: 'b1', attribute: 'content', at: 1 };
  it('tells equal lists from changed ones', () => {
    expect(sameNotices([one], [{ ...one }])).toBe(true);
    expect(sameNotices([one], [])).toBe(false);
    expect(sameNotices([one], [{ ...one, at: 2 }])).toBe(false);
    expect(sameNotices([one], [{ ...one, attribute: 'text' }])).toBe(false);
  });
});
