import { describe, expect, it } from 'vitest';
import { type ClassListInput, postClassList } from './post-class-list.js';

const post: ClassListInput = {
  id: 7,
  type: 'post',
  status: 'publish',
  format: 'standard',
  passwordProtected: false,
  passwordRequired: false,
  hasThumbnail: false,
  terms: [],
};

describe('postClassList', () => {
  it('lists a post as WordPress does, categories and tags after hentry', () => {
    expect(
      postClassList({
        ...post,
        terms: [
          { taxonomy: 'category', slug: 'uncategorized' },
          { taxonomy: 'post_tag', slug: 'news' },
        ],
      }),
    ).toEqual([
      'post-7',
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      'hentry',
      'category-uncategorized',
      'tag-news',
    ]);
  });

  it('names a post of another format by it', () => {
    expect(postClassList({ ...post, format: 'quote' }).slice(3, 6)).toEqual([
      'status-publish',
      'format-quote',
      'hentry',
    ]);
  });

  it('gives a page no format class', () => {
    expect(postClassList({ ...post, id: 2, type: 'page', format: undefined })).toEqual([
      'post-2',
      'page',
      'type-page',
      'status-publish',
      'hentry',
    ]);
  });

  it('marks a featured image and a draft', () => {
    expect(postClassList({ ...post, status: 'draft', hasThumbnail: true })).toEqual([
      'post-7',
      'post',
      'type-post',
      'status-draft',
      'format-standard',
      'has-post-thumbnail',
      'hentry',
    ]);
  });

  it('says whether a protected item still needs its password, and then hides the thumbnail', () => {
    const locked = postClassList({
      ...post,
      passwordProtected: true,
      passwordRequired: true,
      hasThumbnail: true,
    });
    expect(locked).toContain('post-password-required');
    expect(locked).not.toContain('has-post-thumbnail');
    expect(postClassList({ ...post, passwordProtected: true })).toContain(
      'post-password-protected',
    );
  });

  it('keeps only class characters of a term slug', () => {
    expect(
      postClassList({ ...post, terms: [{ taxonomy: 'category', slug: 'caf%c3%a9 news' }] }),
    ).toContain('category-cafnews');
  });
});
