import { describe, expect, it } from 'vitest';
import type { PostData } from '../render/render-context';
import { createMemoryLookups } from './memory-site';

const post = (id: number, title: string, date: string): PostData => ({
  id,
  type: 'post',
  slug: `post-${id}`,
  title,
  content: '',
  excerpt: '',
  date,
  link: `/post-${id}/`,
});

/** The first ten posts in the given order (the loop's query with only the order varying). */
const firstTen = (
  lookups: ReturnType<typeof createMemoryLookups>,
  order: 'asc' | 'desc',
  orderBy?: 'title' | 'modified',
) =>
  lookups.queryPosts({
    postType: 'post',
    perPage: 10,
    page: 1,
    order,
    ...(orderBy ? { orderBy } : {}),
  });

const posts = [
  post(1, 'Zebra', '2026-03-01T10:00:00'),
  post(2, 'éclair', '2026-01-15T09:30:00'),
  post(3, 'apple', '2026-11-30T08:00:00'),
];

describe('createMemoryLookups().queryPosts order', () => {
  it('orders by date, newest first for desc', async () => {
    const lookups = createMemoryLookups({ posts });
    const found = await firstTen(lookups, 'desc');
    expect(found.posts.map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it('orders titles as the locale does (accents beside their letter, case aside), not by code point', async () => {
    const lookups = createMemoryLookups({ posts });
    const found = await firstTen(lookups, 'asc', 'title');
    expect(found.posts.map((p) => p.title)).toEqual(['apple', 'éclair', 'Zebra']);
  });

  it('orders by modified date, oldest first for asc, the publication date standing in', async () => {
    const lookups = createMemoryLookups({
      posts: [{ ...posts[0], modified: '2026-12-01T00:00:00' }, posts[1], posts[2]].filter(
        (p): p is PostData => p !== undefined,
      ),
    });
    const found = await firstTen(lookups, 'asc', 'modified');
    expect(found.posts.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('finds the adjacent post by date', async () => {
    const lookups = createMemoryLookups({ posts });
    expect((await lookups.adjacentPost(1, 'next'))?.id).toBe(3);
    expect((await lookups.adjacentPost(1, 'previous'))?.id).toBe(2);
  });
});
