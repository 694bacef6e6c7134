import { describe, expect, it } from 'vitest';
import { fallbackMenuId } from './fallback-menu';

describe('fallbackMenuId', () => {
  it('is the newest published menu', () => {
    expect(
      fallbackMenuId([
        { id: 4, status: 'publish', date: '2024-01-02T00:00:00' },
        { id: 9, status: 'publish', date: '2024-03-01T00:00:00' },
        { id: 12, status: 'draft', date: '2024-05-01T00:00:00' },
        { id: 7, status: 'publish', date: '2024-03-01T00:00:00' },
      ]),
    ).toBe(9);
  });

  it('is null without a published menu', () => {
    expect(fallbackMenuId([])).toBeNull();
    expect(fallbackMenuId([{ id: 3, status: 'draft', date: '2024-01-01T00:00:00' }])).toBeNull();
  });
});
