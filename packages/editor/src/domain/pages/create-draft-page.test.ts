import { describe, expect, it } from 'vitest';
import { draftPageRecord, draftPageTitle, pageSlug } from './create-draft-page';

describe('draftPageTitle', () => {
  it("calls a page with an empty or blank title 'No title'", () => {
    expect(draftPageTitle('')).toBe('No title');
    expect(draftPageTitle('   ')).toBe('No title');
    expect(draftPageTitle('  Opening hours ')).toBe('Opening hours');
  });
});

describe('pageSlug', () => {
  it('makes a lowercase, hyphenated slug without accents or punctuation', () => {
    expect(pageSlug('No title')).toBe('no-title');
    expect(pageSlug('Café & Crème — 2026!')).toBe('cafe-creme-2026');
    expect(pageSlug('  --Hello   world--  ')).toBe('hello-world');
    expect(pageSlug('日本 語')).toBe('日本-語');
    expect(pageSlug('!!!')).toBe('');
  });
});

describe('draftPageRecord', () => {
  it("creates an untitled draft as 'No title' with the slug of that text", () => {
    expect(draftPageRecord('')).toEqual({ status: 'draft', title: 'No title', slug: 'no-title' });
  });

  it('keeps the typed title and derives the slug from it', () => {
    expect(draftPageRecord('About us')).toEqual({
      status: 'draft',
      title: 'About us',
      slug: 'about-us',
    });
  });

  it("falls back to the 'No title' slug when the title leaves nothing usable", () => {
    expect(draftPageRecord('???')).toEqual({ status: 'draft', title: '???', slug: 'no-title' });
  });
});
