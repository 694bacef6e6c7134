import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatSiteDate,
  fromInputValue,
  parseSiteDate,
  toInputValue,
  toSiteDate,
} from './site-date';

describe('site dates (site time is UTC)', () => {
  it('reads post date text as UTC, and text with a zone as that moment', () => {
    expect(parseSiteDate('2026-03-10T12:00:00')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(parseSiteDate('2026-03-10 12:00:00')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(parseSiteDate('2026-03-10T12:00:00+02:00')?.toISOString()).toBe(
      '2026-03-10T10:00:00.000Z',
    );
    expect(parseSiteDate(null)).toBeNull();
    expect(parseSiteDate('')).toBeNull();
    expect(parseSiteDate('soon')).toBeNull();
  });

  it('writes post date text and adds days', () => {
    const now = new Date('2026-12-28T23:15:42.512Z');
    expect(toSiteDate(now)).toBe('2026-12-28T23:15:42');
    expect(toSiteDate(addDays(now, 7))).toBe('2027-01-04T23:15:42');
  });

  it('goes to and from a datetime-local input', () => {
    expect(toInputValue('2026-03-10T12:34:56')).toBe('2026-03-10T12:34');
    expect(toInputValue(null)).toBe('');
    expect(fromInputValue('2026-03-10T12:34')).toBe('2026-03-10T12:34:00');
    expect(fromInputValue('2026-03-10T12:34:56')).toBe('2026-03-10T12:34:56');
    expect(fromInputValue('')).toBeNull();
    expect(fromInputValue('2026-13-40T99:99')).toBeNull();
  });

  it('shows a date for people in site time', () => {
    expect(formatSiteDate('2026-03-17T12:00:00')).toBe('March 17, 2026 at 12:00 PM');
    expect(formatSiteDate(null)).toBe('');
  });
});
