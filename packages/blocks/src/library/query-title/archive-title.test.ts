import { describe, expect, it } from 'vitest';
import { archiveTitle, searchTitle } from './archive-title';

describe('archiveTitle', () => {
  it('puts the type prefix once before the name in a span', () => {
    expect(archiveTitle({ type: 'category', title: 'News' }, true)).toBe(
      'Category: <span>News</span>',
    );
    expect(archiveTitle({ type: 'tag', title: 'Clay' }, true)).toBe('Tag: <span>Clay</span>');
    expect(archiveTitle({ type: 'author', title: 'Maya' }, true)).toBe('Author: <span>Maya</span>');
  });

  it('takes the prefix the server gives (date archives say which part of the date)', () => {
    expect(archiveTitle({ type: 'date', title: 'November 2026', prefix: 'Month:' }, true)).toBe(
      'Month: <span>November 2026</span>',
    );
    expect(archiveTitle({ type: 'date', title: '2026' }, true)).toBe('2026');
  });

  it('shows the name alone when the prefix is hidden, and escapes it', () => {
    expect(archiveTitle({ type: 'category', title: 'News', prefix: 'Category:' }, false)).toBe(
      'News',
    );
    expect(archiveTitle({ type: 'tag', title: 'Tea & <b>' }, true)).toBe(
      'Tag: <span>Tea &amp; &lt;b&gt;</span>',
    );
  });
});

describe('searchTitle', () => {
  it('quotes the escaped search term unless it is hidden', () => {
    expect(searchTitle('a <b>', true)).toBe('Search results for: “a &lt;b&gt;”');
    expect(searchTitle('a', false)).toBe('Search results');
  });
});
