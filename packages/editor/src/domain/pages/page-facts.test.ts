import { describe, expect, it } from 'vitest';
import { featuredImage, pageFacts, readingTime, wordCount } from './page-facts';

describe('wordCount', () => {
  it('counts the words of the text, not of the markup', () => {
    const content =
      '<!-- wp:paragraph --><p>Hello <strong>brave</strong> new&nbsp;world</p><!-- /wp:paragraph -->';
    expect(wordCount(content)).toBe(4);
    expect(wordCount('<!-- wp:spacer /-->')).toBe(0);
    expect(wordCount('')).toBe(0);
  });
});

describe('readingTime', () => {
  it("says 'N mins' only beyond one minute, at 189 words a minute", () => {
    expect(readingTime(0)).toBe('< 1 min');
    expect(readingTime(189)).toBe('< 1 min');
    expect(readingTime(283)).toBe('< 1 min');
    expect(readingTime(284)).toBe('2 mins');
    expect(readingTime(1890)).toBe('10 mins');
  });
});

describe('pageFacts', () => {
  const NOW = new Date('2026-11-25T12:00:00Z');
  const page = {
    id: 7,
    status: 'draft',
    password: '',
    date: '2026-11-20T10:00:00',
    content: `<p>${'word '.repeat(400)}</p>`,
  };
  const context = { postsPage: 0, templateTitle: null, parentTitle: null, now: NOW };

  it('gives status, template, parent, time to read and words', () => {
    expect(pageFacts(page, context)).toEqual([
      { label: 'Status', value: 'Draft' },
      { label: 'Template', value: 'Default template' },
      { label: 'Parent', value: 'Top level' },
      { label: 'Time to read', value: '2 mins' },
      { label: 'Words', value: '400' },
    ]);
  });

  it('names the template and parent when the page has them', () => {
    const facts = pageFacts(
      { ...page, status: 'publish', password: 'secret' },
      { ...context, templateTitle: 'Wide page', parentTitle: 'About' },
    );
    expect(facts.slice(0, 3)).toEqual([
      { label: 'Status', value: 'Password protected' },
      { label: 'Template', value: 'Wide page' },
      { label: 'Parent', value: 'About' },
    ]);
  });

  it('leaves the word count out for the posts page', () => {
    const labels = pageFacts(page, { ...context, postsPage: 7 }).map((fact) => fact.label);
    expect(labels).toEqual(['Status', 'Template', 'Parent', 'Time to read']);
  });
});

describe('featuredImage', () => {
  it('prefers the medium size, else the original, with the alternative text', () => {
    expect(
      featuredImage({
        source_url: '/wp-content/uploads/a.jpg',
        alt_text: 'A loom',
        media_details: { sizes: { medium: { source_url: '/wp-content/uploads/a-300x200.jpg' } } },
      }),
    ).toEqual({ src: '/wp-content/uploads/a-300x200.jpg', alt: 'A loom' });
    expect(featuredImage({ source_url: '/b.png', media_details: { sizes: {} } })).toEqual({
      src: '/b.png',
      alt: '',
    });
    expect(featuredImage({ source_url: '' })).toBeNull();
    expect(featuredImage(undefined)).toBeNull();
  });
});
