import { describe, expect, it } from 'vitest';
import { nextModifiedText } from './time.js';
import { assertCurrentVersion, modifiedInstant } from './versioned-writes.js';

const current = { etag: '"7-3"', modified: '2026-11-24T10:00:00.250' };

describe('assertCurrentVersion', () => {
  it('accepts the current ETag, weak or in a list, and refuses any other', () => {
    expect(() =>
      assertCurrentVersion({ etag: '"7-3"', modified: undefined }, current),
    ).not.toThrow();
    expect(() =>
      assertCurrentVersion({ etag: 'W/"7-2", "7-3"', modified: undefined }, current),
    ).not.toThrow();
    expect(() => assertCurrentVersion({ etag: '"7-2"', modified: undefined }, current)).toThrow(
      'This item was changed by someone else since you opened it.',
    );
  });

  it('compares `modified` to the millisecond, so a save in the same second is refused', () => {
    const same = { etag: undefined, modified: '2026-11-24T10:00:00.250' };
    expect(() => assertCurrentVersion(same, current)).not.toThrow();
    expect(() =>
      assertCurrentVersion({ etag: undefined, modified: '2026-11-24T10:00:00.250Z' }, current),
    ).not.toThrow();
    for (const stale of ['2026-11-24T10:00:00', '2026-11-24T10:00:00.249', 'yesterday']) {
      expect(() => assertCurrentVersion({ etag: undefined, modified: stale }, current)).toThrow(
        expect.objectContaining({ code: 'rest_conflict', status: 412 }),
      );
    }
  });

  it('lets a client that sends nothing overwrite', () => {
    expect(() =>
      assertCurrentVersion({ etag: undefined, modified: undefined }, current),
    ).not.toThrow();
  });

  it('reads text without a zone as GMT', () => {
    expect(modifiedInstant('2026-11-24T10:00:00')).toBe(Date.UTC(2026, 10, 24, 10));
    expect(modifiedInstant('2026-11-24T11:00:00+01:00')).toBe(Date.UTC(2026, 10, 24, 10));
  });
});

describe('nextModifiedText', () => {
  it('is now to the millisecond', () => {
    const now = new Date(Date.UTC(2026, 10, 24, 10, 0, 0, 482));
    expect(nextModifiedText('2026-11-24T09:00:00', now)).toBe('2026-11-24T10:00:00.482');
  });

  it('is always later than the version before, even in the same millisecond or a clock step back', () => {
    const now = new Date(Date.UTC(2026, 10, 24, 10, 0, 0, 482));
    expect(nextModifiedText('2026-11-24T10:00:00.482', now)).toBe('2026-11-24T10:00:00.483');
    expect(nextModifiedText('2026-11-24T10:00:05', now)).toBe('2026-11-24T10:00:05.001');
  });
});
