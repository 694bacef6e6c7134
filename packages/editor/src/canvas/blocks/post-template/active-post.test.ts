import { describe, expect, it } from 'vitest';
import { activePostId } from './active-post';

const posts = [{ id: 12 }, { id: 9 }, { id: 4 }];

describe('activePostId', () => {
  it('is the first post until the person picks another', () => {
    expect(activePostId(posts, null)).toBe(12);
    expect(activePostId(posts, 9)).toBe(9);
  });

  it('falls back to the first post when the picked one left the loop', () => {
    expect(activePostId(posts, 30)).toBe(12);
    expect(activePostId(posts.slice(2), 9)).toBe(4);
  });

  it('is null for a loop without posts', () => {
    expect(activePostId([], null)).toBeNull();
    expect(activePostId([], 9)).toBeNull();
  });
});
