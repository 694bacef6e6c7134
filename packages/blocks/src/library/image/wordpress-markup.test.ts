import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { hasImageAddress } from './image-address';

const registry = createCoreRegistry();

/** Images as WordPress's block editor saves them, in the shapes of block themes' patterns. */
const WORDPRESS_IMAGES: Record<string, string> = {
  'a full-size image': `<!-- wp:image {"sizeSlug":"full","linkDestination":"none"} -->
<figure class="wp-block-image size-full"><img src="/media/orchard.webp" alt="Apple trees in bloom"/></figure>
<!-- /wp:image -->`,
  'an image without an address (a pattern placeholder)': `<!-- wp:image {"sizeSlug":"full","linkDestination":"none"} -->
<figure class="wp-block-image size-full"><img alt=""/></figure>
<!-- /wp:image -->`,
  'aspect ratio, scale and a rounded border': `<!-- wp:image {"aspectRatio":"4/3","scale":"cover","sizeSlug":"large","linkDestination":"none","style":{"border":{"radius":"8px"}}} -->
<figure class="wp-block-image size-large has-custom-border"><img src="/media/bakery.webp" alt="" style="border-radius:8px;aspect-ratio:4/3;object-fit:cover"/></figure>
<!-- /wp:image -->`,
  'linked, with an id and a caption': `<!-- wp:image {"id":12,"sizeSlug":"medium","linkDestination":"custom","align":"center"} -->
<figure class="wp-block-image aligncenter size-medium"><a href="/about/"><img src="/media/team-300x200.webp" alt="The team" class="wp-image-12"/></a><figcaption class="wp-element-caption">Our team in 2026</figcaption></figure>
<!-- /wp:image -->`,
  'resized, wide alignment, the rounded style': `<!-- wp:image {"width":"240px","height":"auto","sizeSlug":"thumbnail","linkDestination":"none","align":"wide","className":"is-style-rounded"} -->
<figure class="wp-block-image alignwide size-thumbnail is-resized is-style-rounded"><img src="/media/portrait.webp" alt="" style="width:240px;height:auto"/></figure>
<!-- /wp:image -->`,
};

describe('core/image with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_IMAGES)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('saves a new image without an address with no src attribute', () => {
    const block = createBlock(registry, 'core/image', {
      sizeSlug: 'full',
      linkDestination: 'none',
    });
    expect(serialize([block])).toBe(
      WORDPRESS_IMAGES['an image without an address (a pattern placeholder)'],
    );
  });

  it('keeps images Atelier saved with src="" valid', () => {
    const early = `<!-- wp:image -->
<figure class="wp-block-image"><img src="" alt=""/></figure>
<!-- /wp:image -->`;
    expect(invalidBlocks(parseBlocks(registry, early))).toEqual([]);
  });
});

describe('core/image rendered as WordPress renders it', () => {
  const context = createMemoryContext({}, { registry });

  it('renders an image with an address as saved', async () => {
    const html = await render(parse(WORDPRESS_IMAGES['a full-size image'] ?? ''), context);
    expect(html.trim()).toBe(
      '<figure class="wp-block-image size-full"><img src="/media/orchard.webp" alt="Apple trees in bloom"/></figure>',
    );
  });

  it('renders nothing for an image without an address, so no broken image shows', async () => {
    const placeholder = WORDPRESS_IMAGES['an image without an address (a pattern placeholder)'];
    const page = `<!-- wp:paragraph -->\n<p>Before</p>\n<!-- /wp:paragraph -->\n${placeholder}`;
    const html = await render(parse(page), context);
    expect(html).toContain('<p class="wp-block-paragraph">Before</p>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('wp-block-image');
  });

  it('tells an image with a src attribute from one without, as WordPress does', () => {
    expect(hasImageAddress('<figure><img src="/a.png" alt=""/></figure>')).toBe(true);
    expect(hasImageAddress("<figure><img alt='' src='/a.png'></figure>")).toBe(true);
    // WordPress drops only an image with no src attribute at all.
    expect(hasImageAddress('<figure><img src="" alt=""/></figure>')).toBe(true);
    expect(hasImageAddress('<figure><img alt=""/></figure>')).toBe(false);
    expect(hasImageAddress('<figure><figcaption>No image</figcaption></figure>')).toBe(false);
    expect(hasImageAddress('<figure><img data-src="/a.png" alt=""/></figure>')).toBe(false);
  });
});
