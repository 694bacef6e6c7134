import { describe, expect, it } from 'vitest';
import { contentStartPatterns, startPatternsFor, templateStartPatterns } from './start-patterns';

const HERO = {
  name: 'loom/hero',
  title: 'Hero',
  content: '<!-- wp:heading /-->',
  template_types: ['front-page', 'home'],
};
const PAGE_LAYOUT = {
  name: 'loom/page-about',
  title: 'About page',
  content: '<!-- wp:paragraph /-->',
  template_types: ['page'],
};
const ABOUT = {
  name: 'loom/about',
  title: 'About',
  content: '<!-- wp:group /-->',
  block_types: ['core/post-content'],
  post_types: ['page'],
};
const NOTES = {
  name: 'loom/notes',
  title: '',
  content: '<!-- wp:list /-->',
  block_types: ['core/post-content'],
};
const POST_ONLY = {
  name: 'loom/post',
  title: 'Post intro',
  content: '<!-- wp:quote /-->',
  block_types: ['core/post-content'],
  post_types: ['post'],
};
const EMPTY = { name: 'loom/empty', title: 'Empty', content: '  ', template_types: ['page'] };
const RECORDS = [HERO, PAGE_LAYOUT, ABOUT, NOTES, POST_ONLY, EMPTY, null, 'junk'];

const names = (patterns: { name: string }[]) => patterns.map((pattern) => pattern.name);

describe('start patterns', () => {
  it('offers a new template the patterns naming its slug exactly', () => {
    expect(names(startPatternsFor(RECORDS, 'home'))).toEqual(['loom/hero']);
    expect(names(startPatternsFor(RECORDS, 'page-about'))).toEqual([]);
  });

  it('offers an empty template the patterns whose template type begins its slug', () => {
    expect(names(templateStartPatterns(RECORDS, 'front-page'))).toEqual(['loom/hero']);
    expect(names(templateStartPatterns(RECORDS, 'page-about'))).toEqual(['loom/page-about']);
    expect(templateStartPatterns(RECORDS, 'wp-custom-template-wide')).toEqual([]);
  });

  it('offers an empty page the post content patterns for pages (or naming no post type)', () => {
    expect(names(contentStartPatterns(RECORDS, 'page'))).toEqual(['loom/about', 'loom/notes']);
    expect(names(contentStartPatterns(RECORDS, 'post'))).toEqual(['loom/post']);
    // A pattern without a title is named after its name.
    expect(contentStartPatterns(RECORDS, 'page')[1]?.title).toBe('loom/notes');
    expect(contentStartPatterns({ not: 'a list' }, 'page')).toEqual([]);
  });
});
