import { type BlockNode, type PostData, parse, render } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { postItemClassName } from './post-classes';

const post: PostData = {
  id: 31,
  type: 'post',
  slug: 'indigo',
  title: 'Indigo, at last',
  content: '',
  excerpt: '',
  date: '2026-03-01T09:00:00',
  link: 'https://example.test/indigo/',
  status: 'publish',
};

describe('postItemClassName', () => {
  it("is the class the public renderer gives a post's list item", async () => {
    const blocks: BlockNode[] = parse(
      '<!-- wp:query {"query":{"perPage":1,"inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
    );
    const html = await render(blocks, createMemoryContext({ posts: [post] }));
    const item = /<li class="([^"]*)"/.exec(html)?.[1];
    expect(item).toBeDefined();
    expect(postItemClassName(post)).toBe(item);
  });
});
