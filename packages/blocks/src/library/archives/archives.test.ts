import { describe, expect, it } from 'vitest';
import { memorySite } from '../../testing/memory-lookups';
import { renderListing } from '../listing-fixtures';
import { dateArchiveLabel, dateArchiveUrl } from './archive-links';

describe('archives', () => {
  it('lists the months with published posts, newest first, as WordPress does', async () => {
    const html = await renderListing('<!-- wp:archives /-->');
    expect(html).toBe(
      `<ul class="wp-block-archives wp-block-archives-list">\t<li><a href='https://example.test/2026/11/'>November 2026</a></li>\n\t<li><a href='https://example.test/2026/10/'>October 2026</a></li>\n\t<li><a href='https://example.test/2026/09/'>September 2026</a></li>\n</ul>`,
    );
  });

  it('adds post counts, and groups by year or day', async () => {
    const counted = await renderListing('<!-- wp:archives {"showPostCounts":true} /-->');
    expect(counted).toContain(
      `<li><a href='https://example.test/2026/11/'>November 2026</a>&nbsp;(2)</li>`,
    );
    const yearly = await renderListing(
      '<!-- wp:archives {"type":"yearly","showPostCounts":true} /-->',
    );
    expect(yearly).toContain(`<li><a href='https://example.test/2026/'>2026</a>&nbsp;(4)</li>`);
    const daily = await renderListing('<!-- wp:archives {"type":"daily"} /-->');
    expect(daily).toContain(`<a href='https://example.test/2026/11/05/'>November 5, 2026</a>`);
    expect(daily.match(/<li>/g)).toHaveLength(3);
  });

  it('shows a labelled dropdown whose options are the archive addresses', async () => {
    const html = await renderListing(
      '<!-- wp:archives {"displayAsDropdown":true,"showLabel":false,"showPostCounts":true} /-->',
    );
    expect(html).toMatch(
      /^<div class="wp-block-archives wp-block-archives-dropdown"><label for="(wp-block-archives-\w+)" class="wp-block-archives__label screen-reader-text">Archives<\/label>/,
    );
    expect(html).toContain('<select id="wp-block-archives-');
    expect(html).toContain('name="archive-dropdown">\n\t<option value="">Select Month</option>');
    expect(html).toContain(
      `<option value='https://example.test/2026/10/'> October 2026 &nbsp;(1)</option>`,
    );
  });

  it('says so when there is nothing to list', async () => {
    expect(await renderListing('<!-- wp:archives /-->', {}, { posts: [] })).toBe(
      '<div class="wp-block-archives wp-block-archives-list">No archives to show.</div>',
    );
  });

  it('words and links periods like WordPress permalinks', () => {
    const day = { year: 2026, month: 3, day: 9, count: 1 };
    expect(dateArchiveUrl('https://example.test/', day)).toBe('https://example.test/2026/03/09/');
    expect(dateArchiveLabel(day, 'daily')).toBe('March 9, 2026');
    expect(dateArchiveLabel(day, 'monthly')).toBe('March 2026');
  });
});

describe('archives on a site address with a quote', () => {
  it("escapes the quote in WordPress's single-quoted links", async () => {
    const html = await renderListing('<!-- wp:archives /-->', {
      site: { ...memorySite, url: "https://example.test/a'b" },
    });
    expect(html).toContain("<a href='https://example.test/a&#039;b/2026/11/'>");
  });
});
