import { describe, expect, it } from 'vitest';
import { revisionTimeLabel } from './revision-time';

const NOW = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString().slice(0, 19);

describe('revisionTimeLabel', () => {
  it('shows a relative time under 24 hours', () => {
    expect(revisionTimeLabel(ago(10_000), NOW)).toBe('a few seconds ago');
    expect(revisionTimeLabel(ago(50_000), NOW)).toBe('1 minute ago');
    expect(revisionTimeLabel(ago(59 * 60_000 + 50_000), NOW)).toBe('59 minutes ago');
    expect(revisionTimeLabel(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(revisionTimeLabel(ago(2 * 3_600_000 + 5 * 60_000), NOW)).toBe('2 hours ago');
    expect(revisionTimeLabel(ago(24 * 3_600_000 - 1_000), NOW)).toBe('23 hours ago');
  });

  it('shows the full date from 24 hours on, in the given time zone', () => {
    expect(revisionTimeLabel('2026-11-28T12:00:00', NOW, { timeZone: 'UTC' })).toBe(
      'Nov 28, 2026, 12:00 PM',
    );
    expect(revisionTimeLabel('2026-03-04T15:05:00', NOW, { timeZone: 'UTC' })).toBe(
      'Mar 4, 2026, 3:05 PM',
    );
    expect(revisionTimeLabel('2026-03-04T15:05:00', NOW, { timeZone: 'Europe/Paris' })).toBe(
      'Mar 4, 2026, 4:05 PM',
    );
  });

  it('reads a date that carries its zone, and a future one as just now', () => {
    expect(revisionTimeLabel('2026-11-29T11:00:00Z', NOW)).toBe('1 hour ago');
    expect(revisionTimeLabel('2026-11-29T12:00:30', NOW)).toBe('a few seconds ago');
  });
});
