import { describe, expect, it } from 'vitest';
import { bodyClasses } from './body-classes.js';

const theme = 'loom';

describe('bodyClasses', () => {
  it('names what the page shows, as WordPress does', () => {
    expect(bodyClasses({ object: { kind: 'front-posts' }, page: 1, theme })).toBe(
      'home blog wp-theme-loom wp-embed-responsive',
    );
    expect(
      bodyClasses({ object: { kind: 'page', id: 7, slug: 'about' }, postId: 7, page: 1, theme }),
    ).toBe('page-template-default page page-id-7 wp-theme-loom wp-embed-responsive');
    expect(
      bodyClasses({
        object: { kind: 'single', postType: 'post', slug: 'hello' },
        postId: 3,
        page: 1,
        theme,
      }),
    ).toBe(
      'post-template-default single single-post postid-3 single-format-standard wp-theme-loom wp-embed-responsive',
    );
    expect(bodyClasses({ object: { kind: 'category', id: 4, slug: 'news' }, page: 1, theme })).toBe(
      'archive category category-news category-4 wp-theme-loom wp-embed-responsive',
    );
    expect(bodyClasses({ object: { kind: '404' }, page: 1, theme })).toBe(
      'error404 wp-theme-loom wp-embed-responsive',
    );
  });

  it('names a custom page template and a page past the first', () => {
    expect(
      bodyClasses({
        object: { kind: 'page', id: 2, slug: 'x', template: 'page-no-title' },
        page: 1,
        theme,
      }),
    ).toContain('page-template-page-no-title page page-id-2');
    expect(bodyClasses({ object: { kind: 'tag', id: 9, slug: 'craft' }, page: 2, theme })).toBe(
      'archive tag tag-craft tag-9 paged paged-2 tag-paged-2 wp-theme-loom wp-embed-responsive',
    );
  });
});
