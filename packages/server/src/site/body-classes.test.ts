import { describe, expect, it } from 'vitest';
import { bodyClasses } from './body-classes.js';

const theme = 'loom';
const PAGE = { id: 0, slug: 'p', parent: 0, title: 'P', menuOrder: 0, status: 'publish' };

describe('bodyClasses', () => {
  it('names what the page shows, in WordPress order', () => {
    expect(bodyClasses({ object: { kind: 'front-posts' }, page: 1, theme })).toBe(
      'home blog wp-embed-responsive wp-theme-loom',
    );
    expect(
      bodyClasses({ object: { kind: 'page', id: 7, slug: 'about' }, postId: 7, page: 1, theme }),
    ).toBe('wp-singular page-template-default page page-id-7 wp-embed-responsive wp-theme-loom');
    expect(
      bodyClasses({
        object: { kind: 'single', postType: 'post', slug: 'hello' },
        postId: 3,
        page: 1,
        theme,
      }),
    ).toBe(
      'wp-singular post-template-default single single-post postid-3 single-format-standard wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'category', id: 4, slug: 'news' }, page: 1, theme })).toBe(
      'archive category category-news category-4 wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'date' }, page: 1, theme })).toBe(
      'archive date wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: '404' }, page: 1, theme })).toBe(
      'error404 wp-embed-responsive wp-theme-loom',
    );
  });

  it("names a single post's format", () => {
    expect(
      bodyClasses({
        object: { kind: 'single', postType: 'post', slug: 'hello' },
        postId: 3,
        page: 1,
        theme,
        postFormat: 'quote',
      }),
    ).toContain('postid-3 single-format-quote wp-embed-responsive');
  });

  it('says whether a search found anything', () => {
    expect(bodyClasses({ object: { kind: 'search' }, page: 1, theme, found: 3 })).toBe(
      'search search-results wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'search' }, page: 1, theme, found: 0 })).toBe(
      'search search-no-results wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'search' }, page: 2, theme, found: 30 })).toBe(
      'search search-results paged wp-embed-responsive paged-2 search-paged-2 wp-theme-loom',
    );
  });

  it('names a custom page template, the page tree, a logo and a page past the first', () => {
    expect(
      bodyClasses({
        object: { kind: 'page', id: 2, slug: 'x', template: 'page-no-title' },
        page: 1,
        theme,
      }),
    ).toContain('page-template-page-no-title page page-id-2');
    expect(
      bodyClasses({
        object: { kind: 'page', id: 5, slug: 'team' },
        page: 1,
        theme,
        pages: {
          get: (id) => (id === 5 ? { ...PAGE, id: 5, parent: 2 } : undefined),
          published: () => [{ ...PAGE, id: 8, parent: 5 }],
        },
        hasLogo: true,
      }),
    ).toBe(
      'wp-singular page-template-default page page-id-5 page-parent page-child parent-pageid-2 wp-custom-logo wp-embed-responsive wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'tag', id: 9, slug: 'craft' }, page: 2, theme })).toBe(
      'archive paged tag tag-craft tag-9 wp-embed-responsive paged-2 tag-paged-2 wp-theme-loom',
    );
    expect(bodyClasses({ object: { kind: 'front-posts' }, page: 3, theme })).toBe(
      'home blog paged wp-embed-responsive paged-3 wp-theme-loom',
    );
  });
});
