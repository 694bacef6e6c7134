import { describe, expect, it } from 'vitest';
import { previewSlug, templatePreviewUrl, templateSitePath } from './template-preview-url';

const HOME = 'http://example.test/';
const TARGETS = {
  postsPagePath: '/blog/',
  pagePath: '/about/',
  postPath: '/hello-world/',
  authorSlug: 'admin',
  year: 2026,
};

describe('template preview addresses', () => {
  it('shows item templates at their item’s address', () => {
    expect(templateSitePath('page-about')).toBe('/about/');
    expect(templateSitePath('single-post-hello')).toBe('/hello/');
    expect(templateSitePath('category-news')).toBe('/category/news/');
    expect(templateSitePath('tag-wool')).toBe('/tag/wool/');
    expect(templateSitePath('author-ada')).toBe('/author/ada/');
  });

  it('shows hierarchy templates at content that uses them', () => {
    expect(templateSitePath('home', TARGETS)).toBe('/blog/');
    expect(templateSitePath('page', TARGETS)).toBe('/about/');
    expect(templateSitePath('single', TARGETS)).toBe('/hello-world/');
    expect(templateSitePath('author', TARGETS)).toBe('/author/admin/');
    expect(templateSitePath('archive', TARGETS)).toBe('/2026/');
    expect(templateSitePath('date', TARGETS)).toBe('/2026/');
    expect(templateSitePath('search')).toBe('/?s=');
    expect(templateSitePath('404')).toBe('/atelier-preview-missing-page/');
  });

  it('falls back to the front page when the content is unknown', () => {
    expect(templateSitePath('home')).toBe('/');
    expect(templateSitePath('single')).toBe('/');
    expect(templateSitePath('index', TARGETS)).toBe('/');
    expect(templateSitePath('wp-custom-template-wide', TARGETS)).toBe('/');
  });

  it('does not take custom templates for item templates', () => {
    expect(templateSitePath(previewSlug({ slug: 'page-no-title', isCustom: true }))).toBe('/');
    expect(templateSitePath(previewSlug({ slug: 'page-about', isCustom: false }))).toBe('/about/');
  });

  it('builds the address on the site, carrying the theme preview', () => {
    expect(templatePreviewUrl('page-about', 'http://example.test')).toBe(
      'http://example.test/about/',
    );
    expect(templatePreviewUrl('search', 'http://example.test/site/')).toBe(
      'http://example.test/site/?s=',
    );
    expect(templatePreviewUrl('home', HOME, 'quarry')).toBe(
      'http://example.test/?wp_theme_preview=quarry',
    );
  });
});
