import { describe, expect, it } from 'vitest';
import type { CommentData } from './comment-lookups';
import {
  commentClasses,
  commentPage,
  commentPageCount,
  commentThreads,
  currentCommentPage,
} from './comment-threads';

function comment(id: number, parent = 0): CommentData {
  return {
    id,
    postId: 1,
    parent,
    userId: 0,
    authorName: 'A',
    authorUrl: '',
    date: `2026-01-01T10:00:${String(id).padStart(2, '0')}`,
    content: 'x',
    approved: true,
    link: '#',
  };
}

const PAGING = { paged: true, perPage: 2, defaultPage: 'newest' as const, order: 'asc' as const };

describe('comment threads', () => {
  it('nests replies and keeps replies past the depth beside their parent', () => {
    const threads = commentThreads([comment(3, 2), comment(1), comment(2, 1), comment(4)], {
      threaded: true,
      threadDepth: 2,
    });
    expect(threads.map((t) => t.comment.id)).toEqual([1, 4]);
    expect(threads[0]?.children.map((c) => [c.comment.id, c.depth])).toEqual([
      [2, 2],
      [3, 2],
    ]);
  });

  it('lists every comment at the top level when threading is off', () => {
    const threads = commentThreads([comment(2, 1), comment(1)], {
      threaded: false,
      threadDepth: 5,
    });
    expect(threads.map((t) => [t.comment.id, t.depth])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('starts a thread for a reply whose parent is not shown', () => {
    const threads = commentThreads([comment(5, 99)], { threaded: true, threadDepth: 5 });
    expect(threads.map((t) => t.comment.id)).toEqual([5]);
  });

  it('pages top-level threads, the newest page first by default', () => {
    const threads = commentThreads([comment(1), comment(2), comment(3)], {
      threaded: true,
      threadDepth: 5,
    });
    const count = commentPageCount(threads, PAGING);
    expect(count).toBe(2);
    expect(currentCommentPage(undefined, count, PAGING)).toBe(2);
    expect(currentCommentPage(undefined, count, { defaultPage: 'oldest' })).toBe(1);
    expect(currentCommentPage(9, count, PAGING)).toBe(2);
    expect(commentPage(threads, 1, PAGING).map((t) => t.comment.id)).toEqual([1, 2]);
    expect(commentPage(threads, 1, { ...PAGING, order: 'desc' }).map((t) => t.comment.id)).toEqual([
      2, 1,
    ]);
    expect(commentPageCount(threads, { paged: false, perPage: 2 })).toBe(1);
  });

  it('gives WordPress comment classes in render order', () => {
    const threads = commentThreads([comment(1), comment(2, 1), comment(3)], {
      threaded: true,
      threadDepth: 5,
    });
    const classes = commentClasses(threads);
    expect(classes.get(1)).toBe('comment even thread-even depth-1 parent');
    expect(classes.get(2)).toBe('comment odd alt depth-2');
    expect(classes.get(3)).toBe('comment even thread-odd thread-alt depth-1');
  });
});
