import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';
import { latestPostExcerpt } from './latest-post-excerpt';

describe('latest posts', () => {
  it('lists the newest published posts as title links', async () => {
    const html = await renderListing('<!-- wp:latest-posts {"postsToShow":2} /-->');
    expect(html).toBe(
      '<ul class="wp-block-latest-posts wp-block-latest-posts__list">' +
        '<li><a class="wp-block-latest-posts__post-title" href="https://example.test/story-4/">Fish &amp; Chips</a></li>\n' +
        '<li><a class="wp-block-latest-posts__post-title" href="https://example.test/story-3/">Story 3</a></li>\n' +
        '</ul>',
    );
  });

  it('shows a grid with author, date and excerpt, filtered by category', async () => {
    const html = await renderListing(
      '<!-- wp:latest-posts {"categories":[{"id":3,"value":"News"}],"displayAuthor":true,"displayPostDate":true,"displayPostContent":true,"excerptLength":2,"postLayout":"grid","columns":2} /-->',
    );
    expect(html).toContain(
      'class="wp-block-latest-posts wp-block-latest-posts__list is-grid columns-2 has-dates has-author"',
    );
    expect(html).toContain('<div class="wp-block-latest-posts__post-author">by Ada Lovelace</div>');
    expect(html).toContain(
      '<time datetime="2026-10-02T08:00:00Z" class="wp-block-latest-posts__post-date">October 2, 2026</time>',
    );
    expect(html).toContain(
      '<div class="wp-block-latest-posts__post-excerpt">Words of … <a class="wp-block-latest-posts__read-more" href="https://example.test/story-2/" rel="noopener noreferrer">Read more<span class="screen-reader-text">: Story 2</span></a></div>',
    );
    expect(html).not.toContain('Story 3');
    expect(html).not.toContain('Story 5');
  });

  it('shows the full content when asked', async () => {
    const html = await renderListing(
      '<!-- wp:latest-posts {"postsToShow":1,"displayPostContent":true,"displayPostContentRadio":"full_post"} /-->',
    );
    expect(html).toContain(
      '<div class="wp-block-latest-posts__post-full-content"><!-- wp:paragraph -->\n<p>Words of story 4.</p>\n<!-- /wp:paragraph --></div>',
    );
  });

  it('keeps a written excerpt whole and cuts content to the length', () => {
    expect(latestPostExcerpt({ excerpt: 'Short & sweet', content: '' }, 1)).toEqual({
      html: 'Short &amp; sweet',
      trimmed: false,
    });
    expect(latestPostExcerpt({ excerpt: '', content: '<p>One two three</p>' }, 2)).toEqual({
      html: 'One two',
      trimmed: true,
    });
  });
});
