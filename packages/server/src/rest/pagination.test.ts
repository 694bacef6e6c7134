import { describe, expect, it } from 'vitest';
import { assertPageInRange, pageWindow, totalHeaders } from './pagination.js';

describe('pagination', () => {
  it('turns page and per_page into a window, -1 meaning everything', () => {
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow(1, -1)).toEqual({ offset: 0, limit: undefined });
  });

  it('computes the total headers', () => {
    expect(totalHeaders(25, 10)).toEqual({ 'X-WP-Total': '25', 'X-WP-TotalPages': '3' });
    expect(totalHeaders(0, 10)).toEqual({ 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
    expect(totalHeaders(7, -1)).toEqual({ 'X-WP-Total': '7', 'X-WP-TotalPages': '1' });
  });

  it('refuses a page past the end', () => {
    expect(() => assertPageInRange(4, 10, 25)).toThrow(
      'The page number requested is larger than the number of pages available.',
    );
    expect(() => assertPageInRange(3, 10, 25)).not.toThrow();
    expect(() => assertPageInRange(1, 10, 0)).not.toThrow();
  });
});
