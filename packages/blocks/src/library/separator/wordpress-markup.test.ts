import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { WORDPRESS_SEPARATORS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/separator with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_SEPARATORS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('writes a custom colour as background and text colour, like the block editor', () => {
    const block = createBlock(registry, 'core/separator', {
      style: { color: { background: '#8b5a2b' } },
    });
    expect(serialize([block])).toBe(WORDPRESS_SEPARATORS['a custom colour, also its text colour']);
  });

  it('keeps separators Atelier saved before (background only) valid', () => {
    const early = `<!-- wp:separator {"style":{"color":{"background":"#8b5a2b"}}} -->
<hr class="wp-block-separator has-text-color has-alpha-channel-opacity has-background" style="background-color:#8b5a2b"/>
<!-- /wp:separator -->`;
    expect(invalidBlocks(parseBlocks(registry, early))).toEqual([]);
  });
});
