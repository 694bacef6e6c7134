import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { flexBasis } from '../column/column';
import { createCoreRegistry } from '../core-blocks';
import { WORDPRESS_COLUMNS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/columns and core/column with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_COLUMNS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('writes flex-basis only for widths with a digit, rounding long percentages', () => {
    expect(flexBasis('auto')).toBe(undefined);
    expect(flexBasis('')).toBe(undefined);
    expect(flexBasis('12rem')).toBe('12rem');
    expect(flexBasis('66.66666666666667%')).toBe('66.666666666667%');
  });
});

describe('core/columns rendered as WordPress renders it', () => {
  it('gives the row its flex layout and gap, each column its flow layout', async () => {
    const context = createMemoryContext({}, { registry });
    const markup = WORDPRESS_COLUMNS['vertically centred, not stacked on mobile, widths and a gap'];
    const html = await render(parse(markup ?? ''), context);
    const container =
      /<div class="wp-block-columns alignwide are-vertically-aligned-center is-not-stacked-on-mobile is-layout-flex wp-block-columns-is-layout-flex (wp-container-core-columns-is-layout-[0-9a-f]{8})">/.exec(
        html,
      )?.[1];
    expect(container).toBeDefined();
    expect(html).toMatch(
      new RegExp(
        `\\.${container}\\{[^}]*gap:var\\(--wp--preset--spacing--40\\) var\\(--wp--preset--spacing--50\\)`,
      ),
    );
    expect(html).toContain(
      '<div class="wp-block-column is-vertically-aligned-center is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:33.33%">',
    );
  });
});
