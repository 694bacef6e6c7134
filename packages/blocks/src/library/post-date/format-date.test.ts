import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  const iso = '2026-03-01T14:05:09Z';

  it('formats PHP-style date formats', () => {
    expect(formatDate(iso, 'F j, Y')).toBe('March 1, 2026');
    expect(formatDate(iso, 'Y-m-d H:i:s')).toBe('2026-03-01 14:05:09');
    expect(formatDate(iso, 'D, M jS y g:i A')).toBe('Sun, Mar 1st 26 2:05 PM');
    expect(formatDate(iso, 'l \\t\\h\\e jS')).toBe('Sunday the 1st');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDate('not a date', 'Y')).toBe('');
  });
});
