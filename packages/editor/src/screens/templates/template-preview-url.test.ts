import { describe, expect, it } from 'vitest';
import { templatePreviewUrl } from './template-preview-url';

const HOME = 'http://example.test/';

describe('templatePreviewUrl', () => {
  it('shows item templates at their item’s address', () => {
    expect(templatePreviewUrl('page-about', HOME)).toBe('http://example.test/about/');
    expect(templatePreviewUrl('single-post-hello', HOME)).toBe('http://example.test/hello/');
    expect(templatePreviewUrl('category-news', HOME)).toBe('http://example.test/category/news/');
    expect(templatePreviewUrl('tag-wool', HOME)).toBe('http://example.test/tag/wool/');
    expect(templatePreviewUrl('author-ada', HOME)).toBe('http://example.test/author/ada/');
  });

  it('shows search, 404 and the rest where the hierarchy uses them', () => {
    expect(templatePreviewUrl('search', HOME)).toBe('http://example.test/?s=');
    expect(templatePreviewUrl('404', HOME)).toBe(
      'http://example.test/atelier-preview-missing-page/',
    );
    expect(templatePreviewUrl('index', 'http://example.test')).toBe('http://example.test/');
    expect(templatePreviewUrl('wp-custom-template-wide', HOME)).toBe('http://example.test/');
  });

  it('carries the theme preview', () => {
    expect(templatePreviewUrl('home', HOME, 'quarry')).toBe(
      'http://example.test/?wp_theme_preview=quarry',
    );
  });
});
