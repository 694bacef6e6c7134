import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { WORDPRESS_SPACERS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/spacer with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_SPACERS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('renders its height as a style and stays hidden from assistive technology', async () => {
    const html = await render(
      parse(WORDPRESS_SPACERS['a spacing preset'] ?? ''),
      createMemoryContext({}, { registry }),
    );
    expect(html.trim()).toBe(
      '<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>',
    );
  });
});
