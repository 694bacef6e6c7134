import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();

describe('core/more and core/nextpage', () => {
  it.each([
    '<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->',
    '<!-- wp:more {"customText":"Keep reading","noTeaser":true} -->\n<!--more Keep reading-->\n<!--noteaser-->\n<!-- /wp:more -->',
    '<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
  ])('validates and round-trips %s', (markup) => {
    expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
    expect(serialize(parse(markup))).toBe(markup);
  });

  it('creates the markers as the block editor saves them', () => {
    expect(serialize([createBlock(registry, 'core/more', { customText: 'Go on' })])).toBe(
      '<!-- wp:more {"customText":"Go on"} -->\n<!--more Go on-->\n<!-- /wp:more -->',
    );
    expect(serialize([createBlock(registry, 'core/nextpage')])).toBe(
      '<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
    );
  });

  it('never lets custom text end the comment early', () => {
    const block = createBlock(registry, 'core/more', { customText: 'a-->b' });
    expect(block.innerHTML).toBe('\n<!--more a>b-->\n');
  });

  it('shows visitors nothing of the markers', async () => {
    const html = await render(
      parse(
        '<!-- wp:paragraph -->\n<p>Teaser</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->',
      ),
      createMemoryContext(),
    );
    expect(html.replace(/<!--[\s\S]*?-->/g, '').trim()).toBe(
      '<p class="wp-block-paragraph">Teaser</p>',
    );
  });

  it('lets only one more marker into a post', () => {
    expect(registry.get('core/more')?.supports?.multiple).toBe(false);
  });
});
