import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { WORDPRESS_COVERS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/cover with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_COVERS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('keeps the covers Atelier saved with the aspect ratio in the markup valid', () => {
    const early = `<!-- wp:cover {"url":"/media/dunes.webp","style":{"dimensions":{"aspectRatio":"4/3"}}} -->
<div class="wp-block-cover has-aspect-ratio" style="aspect-ratio:4/3"><img class="wp-block-cover__image-background" alt="" src="/media/dunes.webp" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-100 has-background-dim"></span><div class="wp-block-cover__inner-container"></div></div>
<!-- /wp:cover -->`;
    expect(invalidBlocks(parseBlocks(registry, early))).toEqual([]);
  });
});

async function renderMarkup(markup: string, post?: Parameters<typeof createMemoryContext>[1]) {
  return render(parse(markup), createMemoryContext({}, { registry, ...post }));
}

describe('core/cover rendered as WordPress renders it', () => {
  it('adds the aspect ratio at render time and puts the layout classes on the inner container', async () => {
    const html = await renderMarkup(
      WORDPRESS_COVERS['an aspect ratio: not in the saved HTML'] ?? '',
    );
    expect(html).toContain(
      '<div class="wp-block-cover has-aspect-ratio" style="aspect-ratio:16/9;min-height:unset;">',
    );
    expect(html).toContain(
      '<div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">',
    );
    expect(html).toContain(
      '<span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>',
    );
  });

  it('unsets the aspect ratio beside a minimum height, after the saved declarations', async () => {
    const html = await renderMarkup(
      WORDPRESS_COVERS['an overlay colour only, min height in vh'] ?? '',
    );
    expect(html).toContain(
      '<section class="wp-block-cover is-light" style="min-height:50vh;aspect-ratio:unset;">',
    );
  });

  it("draws the post's featured image between the overlay and the content", async () => {
    const markup = WORDPRESS_COVERS['the featured image: no media saved'] ?? '';
    const post = {
      id: 7,
      type: 'page',
      slug: 'visit',
      title: 'Visit us',
      content: '',
      excerpt: '',
      date: '2026-01-01T00:00:00',
      modified: '2026-01-01T00:00:00',
      link: '/visit/',
      featuredImage: {
        id: 12,
        url: '/media/lighthouse.webp',
        alt: 'A lighthouse',
        width: 1200,
        height: 800,
      },
    };
    const html = await renderMarkup(markup, { post });
    expect(html).toContain(
      '<span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img width="1200" height="800" src="/media/lighthouse.webp" class="wp-block-cover__image-background wp-post-image" alt="A lighthouse" data-object-fit="cover"/><div class="wp-block-cover__inner-container',
    );
    const without = await renderMarkup(markup, { post: { ...post, featuredImage: null } });
    expect(without).not.toContain('<img');
  });
});
