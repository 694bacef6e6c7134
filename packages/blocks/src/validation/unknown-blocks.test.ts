import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { serialize } from '../grammar/serialize';
import { createCoreRegistry } from '../library/core-blocks';
import { render } from '../render/render-blocks';
import { createMemoryContext } from '../testing/memory-lookups';
import { parseBlocks } from './analyze-blocks';

const registry = createCoreRegistry();

/** Blocks no site here registers, as another WordPress site or plugin would save them. */
const FOREIGN =
  '<!-- wp:x {"mode":"wide","items":[1,2]} -->\n<section class="wp-block-x"><!-- wp:paragraph -->\n<p class="wp-block-paragraph">Inside x</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:acme/y {"tone":"\\u003cloud\\u003e"} -->\n<div class="acme-y"><!-- wp:acme/y-child /--><span>y text</span></div>\n<!-- /wp:acme/y --></section>\n<!-- /wp:x -->\n\n<!-- wp:acme/y /-->';

describe('blocks this site does not know', () => {
  it('parse as unknown, with their inner blocks, and serialise byte for byte', () => {
    const analysed = parseBlocks(registry, FOREIGN);
    const named = analysed.filter((block) => block.name !== null);
    expect(named.map((block) => [block.name, block.isUnknown])).toEqual([
      ['core/x', true],
      ['acme/y', true],
    ]);
    const inner = (named[0]?.innerBlocks ?? []).filter((block) => block.name !== null);
    expect(inner.map((block) => block.name)).toEqual(['core/paragraph', 'acme/y']);
    expect(
      inner[1]?.innerBlocks.filter((block) => block.name !== null).map((block) => block.name),
    ).toEqual(['acme/y-child']);
    expect(serialize(parse(FOREIGN))).toBe(FOREIGN);
  });

  it('render as their saved HTML, known inner blocks rendered in place', async () => {
    const html = await render(parse(FOREIGN), createMemoryContext());
    expect(html).toBe(
      '\n<section class="wp-block-x">\n<p class="wp-block-paragraph">Inside x</p>\n\n\n\n<div class="acme-y"><span>y text</span></div>\n</section>\n\n\n',
    );
  });
});
