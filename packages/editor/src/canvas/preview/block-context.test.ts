import { createCoreRegistry, type PostData } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import {
  blockContextKey,
  postBlockContext,
  providedBlockContext,
  withBlockContext,
} from './block-context';

const registry = createCoreRegistry();

const post: PostData = {
  id: 7,
  type: 'post',
  slug: 'seven',
  title: 'Seven',
  content: '',
  excerpt: '',
  date: '2026-01-07T10:00:00',
  link: 'https://example.test/seven/',
};

describe('providedBlockContext', () => {
  it("reads the query's context keys from its attributes, as the renderer passes them", () => {
    const query = { perPage: 3, inherit: false };
    expect(
      providedBlockContext(registry.get('core/query'), {
        queryId: 4,
        query,
        enhancedPagination: false,
        tagName: 'main',
      }),
    ).toEqual({ queryId: 4, query, enhancedPagination: false });
  });

  it('gives nothing for a block that provides no context, or an unknown one', () => {
    expect(providedBlockContext(registry.get('core/paragraph'), { content: 'x' })).toEqual({});
    expect(providedBlockContext(undefined, { queryId: 1 })).toEqual({});
  });
});

describe('withBlockContext', () => {
  const base = createMemoryContext({}, { blockContext: { templateSlug: 'home' } });

  it("puts the values over the ancestors' context and sets the current post", () => {
    const merged = withBlockContext(base, postBlockContext(post), post);
    expect(merged.blockContext).toEqual({ templateSlug: 'home', postId: 7, postType: 'post' });
    expect(merged.post).toBe(post);
    expect(merged.lookups).toBe(base.lookups);
    expect(base.blockContext).toEqual({ templateSlug: 'home' });
  });

  it('keeps the current post when none is given, and clears it with null', () => {
    const inPost = withBlockContext(base, {}, post);
    expect(withBlockContext(inPost, { queryId: 2 }).post).toBe(post);
    expect(withBlockContext(inPost, {}, null).post).toBeNull();
  });

  it('returns the very same context when nothing changes (previews keep their cache)', () => {
    expect(withBlockContext(base, {})).toBe(base);
    expect(withBlockContext(base, { templateSlug: 'home' }, base.post)).toBe(base);
    expect(withBlockContext(base, { templateSlug: 'index' })).not.toBe(base);
  });
});

describe('blockContextKey', () => {
  it('is equal for equal values and tells undefined from missing', () => {
    expect(blockContextKey({ query: { perPage: 2 } })).toBe(
      blockContextKey({ query: { perPage: 2 } }),
    );
    expect(blockContextKey({ query: { perPage: 2 } })).not.toBe(
      blockContextKey({ query: { perPage: 3 } }),
    );
    expect(blockContextKey({ queryId: undefined })).not.toBe(blockContextKey({}));
  });
});
