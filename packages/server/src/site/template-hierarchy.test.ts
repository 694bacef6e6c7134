import { describe, expect, it } from 'vitest';
import { type QueriedObject, templateCandidates } from './template-hierarchy.js';

describe('templateCandidates (request → templates tried, in order)', () => {
  const table: [string, QueriedObject, string[]][] = [
    ['front page showing posts', { kind: 'front-posts' }, ['front-page', 'home', 'index']],
    [
      'front page showing a page',
      { kind: 'front-page', id: 4, slug: 'home' },
      ['front-page', 'page-home', 'page-4', 'page', 'singular', 'index'],
    ],
    ['posts page', { kind: 'home' }, ['home', 'index']],
    [
      'page',
      { kind: 'page', id: 7, slug: 'about' },
      ['page-about', 'page-7', 'page', 'singular', 'index'],
    ],
    [
      'page with a custom template',
      { kind: 'page', id: 7, slug: 'about', template: 'page-no-title' },
      ['page-no-title', 'page-about', 'page-7', 'page', 'singular', 'index'],
    ],
    [
      'post',
      { kind: 'single', postType: 'post', slug: 'hello' },
      ['single-post-hello', 'single-post', 'single', 'singular', 'index'],
    ],
    [
      'post with a custom template',
      { kind: 'single', postType: 'post', slug: 'hello', template: 'single-with-sidebar' },
      ['single-with-sidebar', 'single-post-hello', 'single-post', 'single', 'singular', 'index'],
    ],
    [
      'category',
      { kind: 'category', id: 3, slug: 'craft' },
      ['category-craft', 'category-3', 'category', 'archive', 'index'],
    ],
    [
      'tag',
      { kind: 'tag', id: 9, slug: 'colour' },
      ['tag-colour', 'tag-9', 'tag', 'archive', 'index'],
    ],
    [
      'author',
      { kind: 'author', id: 2, slug: 'maya' },
      ['author-maya', 'author-2', 'author', 'archive', 'index'],
    ],
    ['date', { kind: 'date' }, ['date', 'archive', 'index']],
    ['search', { kind: 'search' }, ['search', 'index']],
    ['404', { kind: '404' }, ['404', 'index']],
  ];
  it.each(table)('%s', (_name, object, expected) => {
    expect(templateCandidates(object)).toEqual(expected);
  });
});
