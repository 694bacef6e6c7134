import { describe, expect, it } from 'vitest';
import { PAGE_TYPE } from '../../content-types/served-post-types.js';
import { readPostInput } from './post-args.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('readPostInput: dates', () => {
  it('keeps a sent date, and a date_gmt without a zone as GMT', () => {
    expect(readPostInput(PAGE_TYPE, { date: '2026-04-01T09:30:00' }, NOW).date).toBe(
      '2026-04-01T09:30:00',
    );
    expect(readPostInput(PAGE_TYPE, { date_gmt: '2026-04-01T09:30:00' }, NOW).date).toBe(
      '2026-04-01T09:30:00Z',
    );
    expect(readPostInput(PAGE_TYPE, { status: 'draft' }, NOW).date).toBeUndefined();
  });

  it('a null date or date_gmt resets the date to now (publishing a scheduled page now)', () => {
    expect(readPostInput(PAGE_TYPE, { status: 'publish', date: null }, NOW)).toMatchObject({
      status: 'publish',
      date: '2026-03-10T12:00:00.000Z',
    });
    expect(readPostInput(PAGE_TYPE, { date_gmt: null }, NOW).date).toBe('2026-03-10T12:00:00.000Z');
  });
});
