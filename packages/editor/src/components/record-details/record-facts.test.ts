import { describe, expect, it } from 'vitest';
import {
  menuLabel,
  modifiedDate,
  pageFacts,
  patternFacts,
  readingTime,
  recordTitle,
  wordCount,
} from './record-facts';

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
  it('says minutes only beyond one minute (189 words a minute)', () => {
    expect(readingTime(0)).toBe('< 1 min');
    expect(readingTime(189)).toBe('< 1 min');
    expect(readingTime(283)).toBe('< 1 min');
    expect(readingTime(284)).toBe('2 mins');
    expect(readingTime(1890)).toBe('10 mins');
  });
});

describe('pageFacts', () => {
  const page = { id: 7, content: '<p>one two three</p>' };

  it('gives time to read and the word count', () => {
    expect(pageFacts(page, 0)).toEqual([
      { label: 'Time to read', value: '< 1 min' },
      { label: 'Words', value: '3' },
    ]);
  });

  it('leaves the word count out for the posts page', () => {
    expect(pageFacts(page, 7)).toEqual([{ label: 'Time to read', value: '< 1 min' }]);
  });
});

describe('patternFacts', () => {
  it('says whether the pattern is synced', () => {
    expect(patternFacts({ wp_pattern_sync_status: 'unsynced' })).toEqual([
      { label: 'Sync status', value: 'Not synced' },
    ]);
    expect(patternFacts({ wp_pattern_sync_status: '' })[0]?.value).toBe('Synced');
    expect(patternFacts({})[0]?.value).toBe('Synced');
  });
});

describe('menuLabel', () => {
  it('adds the status unless the menu is published', () => {
    expect(menuLabel({ id: 3, title: 'Primary', status: 'publish' })).toBe('Primary');
    expect(menuLabel({ id: 3, title: 'Primary', status: 'draft' })).toBe('Primary (draft)');
  });

  it('names an untitled menu by its number', () => {
    expect(menuLabel({ id: 12, title: ' ', status: 'publish' })).toBe('(no title 12)');
  });
});

describe('recordTitle', () => {
  it('shows (no title) for an empty title', () => {
    expect(recordTitle({ title: 'About' })).toBe('About');
    expect(recordTitle({ title: '' })).toBe('(no title)');
    expect(recordTitle({})).toBe('(no title)');
  });
});

describe('modifiedDate', () => {
  it('reads the GMT time of the last change', () => {
    expect(modifiedDate({ modified_gmt: '2026-03-01T10:00:00' })?.toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(modifiedDate({ modified: '2026-03-01T10:00:00+02:00' })?.toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(modifiedDate({ modified: 'soon' })).toBeNull();
    expect(modifiedDate({})).toBeNull();
  });
});
