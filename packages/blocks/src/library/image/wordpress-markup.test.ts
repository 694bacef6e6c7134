import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { hasImageAddress } from './image-address';
import { WORDPRESS_IMAGES } from './wordpress-markup';

const registry = createCoreRegistry();

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
