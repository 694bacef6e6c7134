import { describe, expect, it } from 'vitest';
import { templateFallbacks } from './template-fallbacks.js';

describe('templateFallbacks', () => {
  it.each([
    ['index', ['index']],
    ['front-page', ['front-page', 'home', 'index']],
    ['home', ['home', 'index']],
    ['single', ['single', 'singular', 'index']],
    ['single-post', ['single-post', 'single', 'singular', 'index']],
    [
      'single-post-hello-world',
      ['single-post-hello-world', 'single-post', 'single', 'singular', 'index'],
    ],
    ['page', ['page', 'singular', 'index']],
    ['page-about', ['page-about', 'page', 'singular', 'index']],
    ['page-42', ['page-42', 'page', 'singular', 'index']],
    ['category-news', ['category-news', 'category', 'archive', 'index']],
    ['tag-colour', ['tag-colour', 'tag', 'archive', 'index']],
    ['author-maya', ['author-maya', 'author', 'archive', 'index']],
    ['date', ['date', 'archive', 'index']],
    [
      'taxonomy-genre-jazz',
      ['taxonomy-genre-jazz', 'taxonomy-genre', 'taxonomy', 'archive', 'index'],
    ],
    ['search', ['search', 'index']],
    ['404', ['404', 'index']],
    ['wp-custom-template-landing', ['wp-custom-template-landing', 'page', 'singular', 'index']],
  ])('%s', (slug, chain) => {
    expect(templateFallbacks(slug)).toEqual(chain);
  });
});
