import { describe, expect, it } from 'vitest';
import { pageStatusDisplay, relativeTime, storedDate } from './page-status';

const NOW = new Date('2026-11-25T12:00:00Z');
const page = (status: string, date = '2026-11-22T12:00:00', password = '') => ({
  status,
  date,
  password,
});

describe('pageStatusDisplay', () => {
  it('says how long ago a published page went out', () => {
    expect(pageStatusDisplay(page('publish'), NOW)).toEqual({
      label: 'Published',
      detail: '3 days ago',
    });
  });

  it('gives a scheduled page its date', () => {
    const shown = pageStatusDisplay(page('future', '2026-12-24T09:30:00'), NOW);
    expect(shown.label).toBe('Scheduled');
    expect(shown.detail).toContain('Dec 24, 2026');
  });

  it('names drafts, pending, private and trashed pages by their status', () => {
    expect(pageStatusDisplay(page('draft'), NOW).label).toBe('Draft');
    expect(pageStatusDisplay(page('pending'), NOW).label).toBe('Pending');
    expect(pageStatusDisplay(page('private'), NOW).label).toBe('Private');
    expect(pageStatusDisplay(page('trash'), NOW).label).toBe('Trash');
  });

  it('shows a password-protected published or private page as such', () => {
    expect(pageStatusDisplay(page('publish', undefined, 'secret'), NOW)).toEqual({
      label: 'Password protected',
      detail: '',
    });
    expect(pageStatusDisplay(page('private', undefined, 'secret'), NOW).label).toBe(
      'Password protected',
    );
    expect(pageStatusDisplay(page('draft', undefined, 'secret'), NOW).label).toBe('Draft');
  });

  it('keeps an unknown status as it is rather than hiding it', () => {
    expect(pageStatusDisplay(page('inherit'), NOW).label).toBe('inherit');
  });
});

describe('relativeTime', () => {
  it('uses the largest whole unit', () => {
    expect(relativeTime(new Date('2026-11-25T11:58:00Z'), NOW)).toBe('2 minutes ago');
    expect(relativeTime(new Date('2026-11-24T12:00:00Z'), NOW)).toBe('yesterday');
    expect(relativeTime(new Date('2025-11-01T12:00:00Z'), NOW)).toBe('last year');
    expect(relativeTime(NOW, NOW)).toBe('now');
  });
});

describe('storedDate', () => {
  it('reads stored dates without a zone as UTC and refuses nonsense', () => {
    expect(storedDate('2026-11-25T10:00:00')?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(storedDate('')).toBeNull();
    expect(storedDate('not a date')).toBeNull();
  });
});
