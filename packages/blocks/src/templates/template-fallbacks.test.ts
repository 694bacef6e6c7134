import { describe, expect, it } from 'vitest';
import { templateFallback, templateFallbacks } from './template-fallbacks';
import { isTemplatePartArea, TEMPLATE_PART_AREAS } from './template-part-areas';
import { HIERARCHY_TEMPLATES, hierarchyIndex } from './template-types';

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

describe('the template model', () => {
  it('gives every hierarchy template a title and a description, in the conventional order', () => {
    expect(HIERARCHY_TEMPLATES.map((template) => template.slug)).toEqual([
      'front-page',
      'home',
      'single',
      'page',
      'index',
      'archive',
      'author',
      'category',
      'date',
      'tag',
      'search',
      '404',
    ]);
    expect(HIERARCHY_TEMPLATES[0]).toEqual({
      slug: 'front-page',
      title: 'Front Page',
      description: 'The site’s front page, whether it shows the latest posts or a chosen page.',
    });
    expect(hierarchyIndex('404')).toBe(11);
    expect(hierarchyIndex('page-about')).toBe(-1);
  });

  it('falls back from every template type to index', () => {
    expect(templateFallbacks('privacy-policy')).toEqual([
      'privacy-policy',
      'page',
      'singular',
      'index',
    ]);
    expect(templateFallbacks('attachment')).toEqual(['attachment', 'singular', 'index']);
    expect(templateFallbacks('archive-book')).toEqual(['archive-book', 'archive', 'index']);
    expect(templateFallback('index')).toBeNull();
  });

  it('knows the four template part areas', () => {
    expect(TEMPLATE_PART_AREAS.map((area) => `${area.value}:${area.label}`)).toEqual([
      'header:Header',
      'footer:Footer',
      'sidebar:Sidebar',
      'uncategorized:General',
    ]);
    expect(isTemplatePartArea('sidebar')).toBe(true);
    expect(isTemplatePartArea('navigation-overlay')).toBe(false);
  });
});
