import { describe, expect, it } from 'vitest';
import {
  isUrlLike,
  linkOptions,
  mergeSuggestions,
  normaliseUrl,
  suggestionFromRecord,
  urlLabel,
  urlSuggestion,
} from './link-suggestions';

const page = {
  id: 12,
  title: { raw: 'Prices & plans', rendered: 'Prices &amp; plans' },
  link: 'https://site.test/prices/',
};
const post = { id: 30, title: { raw: '', rendered: '' }, link: 'https://site.test/?p=30' };

describe('search results as menu links', () => {
  it('turns a page into a page link: label, url, id, kind and type', () => {
    expect(suggestionFromRecord(page, 'page')).toEqual({
      key: 'page-12',
      title: 'Prices & plans',
      typeLabel: 'Page',
      url: 'https://site.test/prices/',
      attributes: {
        label: 'Prices &amp; plans',
        type: 'page',
        id: 12,
        url: 'https://site.test/prices/',
        kind: 'post-type',
      },
    });
  });

  it('lists pages before posts, names untitled ones and skips records without a link', () => {
    const merged = mergeSuggestions([page, { id: 3 }], [post]);
    expect(merged.map((item) => [item.key, item.title, item.typeLabel])).toEqual([
      ['page-12', 'Prices & plans', 'Page'],
      ['post-30', '(no title)', 'Post'],
    ]);
    expect(merged[1]?.attributes).toMatchObject({ type: 'post', kind: 'post-type', id: 30 });
  });
});

describe('typed addresses', () => {
  it.each([
    ['example.org', true],
    ['www.example.org/shop', true],
    ['https://example.org', true],
    ['localhost:8080/about/', true],
    ['/contact/', true],
    ['#top', true],
    ['mailto:hello@example.org', true],
    ['about', false],
    ['our studio', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s is an address: %s', (input, expected) => {
    expect(isUrlLike(input)).toBe(expected);
  });

  it('adds https to a bare host and keeps other addresses as typed', () => {
    expect(normaliseUrl(' example.org/a ')).toBe('https://example.org/a');
    expect(normaliseUrl('http://example.org')).toBe('http://example.org');
    expect(normaliseUrl('/contact/')).toBe('/contact/');
    expect(normaliseUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('labels a custom link with the address without scheme or trailing slash', () => {
    expect(urlLabel('https://example.org/shop/')).toBe('example.org/shop');
    expect(urlLabel('mailto:a@b.c')).toBe('a@b.c');
    expect(urlLabel('/')).toBe('/');
    expect(urlSuggestion('example.org').attributes).toEqual({
      label: 'example.org',
      url: 'https://example.org',
      kind: 'custom',
    });
  });

  it('offers the typed address first, then the search results', () => {
    const results = mergeSuggestions([page], []);
    expect(linkOptions('prices', results).map((item) => item.key)).toEqual(['page-12']);
    expect(linkOptions('example.org', results).map((item) => item.key)).toEqual(['url', 'page-12']);
  });
});
