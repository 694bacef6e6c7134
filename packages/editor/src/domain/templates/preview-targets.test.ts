import { describe, expect, it } from 'vitest';
import { previewTargetsOf } from './preview-targets';

const page = (id: number, slug: string) => ({ id, link: `http://localhost/${slug}/` });

describe('previewTargetsOf', () => {
  it('points at the posts page, another page, the first post and the author', () => {
    const targets = previewTargetsOf({
      site: { show_on_front: 'page', page_on_front: 2, page_for_posts: 4 },
      pages: [page(2, 'home'), page(4, 'blog'), page(9, 'about')],
      posts: [page(11, 'hello'), page(12, 'second')],
      authorSlug: 'admin',
    });
    expect(targets).toEqual({
      postsPagePath: '/blog/',
      pagePath: '/about/',
      postPath: '/hello/',
      authorSlug: 'admin',
    });
  });

  it('knows no posts page when the front page lists the posts, and leaves out what is unknown', () => {
    const targets = previewTargetsOf({
      site: { show_on_front: 'posts', page_for_posts: 4 },
      pages: [page(4, 'blog'), { id: 5, link: 'not a url' }],
      posts: undefined,
      authorSlug: '',
    });
    expect(targets).toEqual({
      postsPagePath: undefined,
      pagePath: '/blog/',
      postPath: undefined,
      authorSlug: undefined,
    });
  });
});
