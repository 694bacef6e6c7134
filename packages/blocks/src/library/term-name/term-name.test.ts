import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';

const NEWS_ARCHIVE = {
  mainQuery: {
    kind: 'archive' as const,
    page: 1,
    url: 'https://example.test/category/news',
    archive: { type: 'category' as const, title: 'News & Views' },
  },
};

describe('term name', () => {
  it("prints the archive's term as a paragraph", async () => {
    expect(await renderListing('<!-- wp:term-name /-->', NEWS_ARCHIVE)).toBe(
      '<p class="wp-block-term-name">News &amp; Views</p>',
    );
  });

  it('is a heading of its level and links to the term when asked', async () => {
    expect(
      await renderListing(
        '<!-- wp:term-name {"level":2,"isLink":true,"textAlign":"center"} /-->',
        NEWS_ARCHIVE,
      ),
    ).toBe(
      '<h2 class="wp-block-term-name has-text-align-center"><a href="https://example.test/category/news/">News &amp; Views</a></h2>',
    );
  });

  it('renders nothing outside a term archive', async () => {
    expect(await renderListing('<!-- wp:term-name /-->')).toBe('');
  });
});
