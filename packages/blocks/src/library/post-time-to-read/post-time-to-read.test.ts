import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';
import { timeToRead, wordCount } from './reading-time';

function postOf(words: number) {
  return {
    id: 9,
    type: 'post',
    slug: 'long',
    title: 'Long',
    content: `<!-- wp:paragraph -->\n<p>${'word '.repeat(words)}</p>\n<!-- /wp:paragraph -->`,
    excerpt: '',
    date: '2026-11-01T00:00:00Z',
    link: 'https://example.test/long/',
  };
}

describe('time to read', () => {
  it('shows a range of minutes at 189 words a minute', async () => {
    const html = await renderListing('<!-- wp:post-time-to-read /-->', { post: postOf(945) });
    expect(html).toBe('<div class="wp-block-post-time-to-read">4–6 minutes</div>');
  });

  it('shows one figure, or the word count, when asked', async () => {
    expect(
      await renderListing(
        '<!-- wp:post-time-to-read {"displayAsRange":false,"textAlign":"center"} /-->',
        { post: postOf(945) },
      ),
    ).toBe('<div class="wp-block-post-time-to-read has-text-align-center">5 minutes</div>');
    expect(
      await renderListing('<!-- wp:post-time-to-read {"displayMode":"words"} /-->', {
        post: postOf(1200),
      }),
    ).toBe('<div class="wp-block-post-time-to-read">1,200 words</div>');
  });

  it('never says less than a minute, and the range always spans one', () => {
    expect(timeToRead(10, { speed: 189, range: false, mode: 'time' })).toBe('1 minute');
    expect(timeToRead(10, { speed: 189, range: true, mode: 'time' })).toBe('1–2 minutes');
  });

  it('counts words of the text, not of tags or block comments', () => {
    expect(
      wordCount('<!-- wp:paragraph --><p>Fish &amp; <em>chips</em></p><!-- /wp:paragraph -->'),
    ).toBe(3);
  });

  it('renders nothing without a post', async () => {
    expect(await renderListing('<!-- wp:post-time-to-read /-->')).toBe('');
  });
});
