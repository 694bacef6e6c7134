import { describe, expect, it } from 'vitest';
import { createMemoryContext } from '../../testing/memory-lookups';
import { listingSite, renderListing } from '../listing-fixtures';
import { calendarMonth, calendarTable } from './calendar';
import { calendarWeeks } from './calendar-month';

describe('calendar', () => {
  it('lays a month out in weeks starting on Monday with padding cells', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = calendarWeeks(2026, 11, 1);
    expect(weeks[0]).toEqual([{ pad: 6 }, { day: 1 }]);
    expect(weeks.at(-1)).toEqual([{ day: 30 }, { pad: 6 }]);
    expect(weeks).toHaveLength(6);
  });

  it('links days with posts, marks today and links the neighbouring months', async () => {
    const context = createMemoryContext(listingSite);
    const html = await calendarTable(
      context,
      { year: 2026, month: 11 },
      new Date('2026-11-29T12:00:00Z'),
      1,
    );
    expect(html).toContain('<caption>November 2026</caption>');
    expect(html).toContain('<th scope="col" aria-label="Monday">M</th>');
    expect(html).toContain('<td colspan="6" class="pad">&nbsp;</td><td>1</td>');
    expect(html).toContain(
      '<td><a href="https://example.test/2026/11/05/" aria-label="Posts published on November 5, 2026">5</a></td>',
    );
    // The draft of November 20 is not linked.
    expect(html).toContain('<td>20</td>');
    expect(html).toContain('<td id="today">29</td>');
    expect(html).toContain(
      '<span class="wp-calendar-nav-prev"><a href="https://example.test/2026/10/">&laquo; Oct</a></span>',
    );
    expect(html).toContain('<span class="wp-calendar-nav-next">&nbsp;</span>');
  });

  it('shows the date archive being viewed, else the current month', () => {
    const context = createMemoryContext(listingSite, {
      mainQuery: {
        kind: 'archive',
        page: 1,
        url: 'https://example.test/2026/09',
        archive: { type: 'date', title: 'September 2026' },
      },
    });
    const today = new Date('2027-01-15T00:00:00Z');
    expect(calendarMonth({}, context, today)).toEqual({ year: 2026, month: 9 });
    expect(calendarMonth({}, createMemoryContext(listingSite), today)).toEqual({
      year: 2027,
      month: 1,
    });
    expect(calendarMonth({ year: 2025, month: 2 }, context, today)).toEqual({
      year: 2025,
      month: 2,
    });
  });

  it('wraps the table in the block and renders nothing on a site without posts', async () => {
    const html = await renderListing('<!-- wp:calendar {"month":10,"year":2026} /-->');
    expect(html).toMatch(/^<div class="wp-block-calendar"><table id="wp-calendar"/);
    expect(html).toContain(
      '<span class="wp-calendar-nav-next"><a href="https://example.test/2026/11/">Nov &raquo;</a></span>',
    );
    expect(await renderListing('<!-- wp:calendar /-->', {}, { posts: [] })).toBe('');
  });
});
