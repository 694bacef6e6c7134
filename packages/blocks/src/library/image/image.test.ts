import { describe, expect, it } from 'vitest';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { updateBlockAttributes } from '../../registry/update-block';
import { blockAttributes, invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();

describe('core/image sizes', () => {
  it('a chosen size is the figure class and the img src, and both source back', () => {
    const full = createBlock(registry, 'core/image', { url: '/up/landscape.png', id: 7 });
    const medium = updateBlockAttributes(registry, full, {
      sizeSlug: 'medium',
      url: '/up/landscape-300x200.png',
    });
    const markup = serialize([medium]);
    expect(markup).toBe(
      '<!-- wp:image {"id":7,"sizeSlug":"medium"} -->\n<figure class="wp-block-image size-medium"><img src="/up/landscape-300x200.png" alt="" class="wp-image-7"/></figure>\n<!-- /wp:image -->',
    );
    const [analysed] = parseBlocks(registry, markup);
    expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
    expect(analysed?.attributes).toMatchObject({
      sizeSlug: 'medium',
      url: '/up/landscape-300x200.png',
    });
    expect(blockAttributes(registry, medium)).toMatchObject({
      sizeSlug: 'medium',
      url: '/up/landscape-300x200.png',
    });
  });
});
