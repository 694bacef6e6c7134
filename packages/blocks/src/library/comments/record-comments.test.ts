import { describe, expect, it } from 'vitest';
import { commentFromRecord, listCommentLookups } from './record-comments';

describe('comments from REST records', () => {
  it('reads a REST comment and takes the paragraphs off its rendered text', () => {
    expect(
      commentFromRecord({
        id: 4,
        post: 9,
        parent: 2,
        author: 0,
        author_name: 'Maya',
        author_url: '',
        date_gmt: '2026-02-01T10:00:00',
        content: { rendered: '<p>One<br />\ntwo</p>\n<p>Three</p>' },
        status: 'approved',
        link: 'https://example.test/a/#comment-4',
      }),
    ).toEqual({
      id: 4,
      postId: 9,
      parent: 2,
      userId: 0,
      authorName: 'Maya',
      authorUrl: '',
      date: '2026-02-01T10:00:00',
      content: 'One\ntwo\n\nThree',
      approved: true,
      link: 'https://example.test/a/#comment-4',
    });
    expect(commentFromRecord({ id: 'x' })).toBeNull();
  });

  it('answers the comment blocks with the approved comments of the post', async () => {
    const lookups = listCommentLookups([
      { ...base(1), postId: 9 },
      { ...base(2), postId: 9, approved: false },
      { ...base(3), postId: 5 },
    ]);
    expect((await lookups.postComments(9)).map((c) => c.id)).toEqual([1]);
    expect(await lookups.approvedCount(5)).toBe(1);
    expect((await lookups.latestComments(1)).map((c) => c.id)).toEqual([3]);
  });
});

function base(id: number) {
  return {
    id,
    postId: 0,
    parent: 0,
    userId: 0,
    authorName: 'A',
    authorUrl: '',
    date: `2026-01-0${id}T00:00:00`,
    content: 'x',
    approved: true,
    link: '#',
  };
}
