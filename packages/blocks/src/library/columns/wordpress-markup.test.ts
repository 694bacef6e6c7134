import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { render } from '../../render/render-blocks';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { flexBasis } from '../column/column';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();

/** Columns as WordPress's block editor saves them, in the shapes of block themes' patterns. */
const WORDPRESS_COLUMNS: Record<string, string> = {
  'vertically centred, not stacked on mobile, widths and a gap': `<!-- wp:columns {"verticalAlignment":"center","isStackedOnMobile":false,"align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|40","left":"var:preset|spacing|50"}}}} -->
<div class="wp-block-columns alignwide are-vertically-aligned-center is-not-stacked-on-mobile"><!-- wp:column {"verticalAlignment":"center","width":"33.33%"} -->
<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:33.33%"><!-- wp:paragraph -->
<p>Left</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column {"verticalAlignment":"center","width":"66.66%"} -->
<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:66.66%"><!-- wp:paragraph -->
<p>Right</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->`,
  'plain columns with padding and a background on one column': `<!-- wp:columns -->
<div class="wp-block-columns">
	<!-- wp:column {"style":{"spacing":{"padding":{"top":"var:preset|spacing|30","bottom":"var:preset|spacing|30"}}},"backgroundColor":"accent-5"} -->
	<div class="wp-block-column has-accent-5-background-color has-background" style="padding-top:var(--wp--preset--spacing--30);padding-bottom:var(--wp--preset--spacing--30)">
		<!-- wp:heading {"level":3} -->
		<h3 class="wp-block-heading">Opening hours</h3>
		<!-- /wp:heading -->
	</div>
	<!-- /wp:column -->

	<!-- wp:column {"verticalAlignment":"bottom","width":"auto"} -->
	<div class="wp-block-column is-vertically-aligned-bottom"></div>
	<!-- /wp:column -->
</div>
<!-- /wp:columns -->`,
  'a column width in a length unit': `<!-- wp:columns {"verticalAlignment":"top"} -->
<div class="wp-block-columns are-vertically-aligned-top"><!-- wp:column {"width":"240px"} -->
<div class="wp-block-column" style="flex-basis:240px"></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->`,
};

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
    expect(html).toContain(
      '<div class="wp-block-columns alignwide are-vertically-aligned-center is-not-stacked-on-mobile is-layout-flex wp-block-columns-is-layout-flex wp-container-core-columns-is-layout-1">',
    );
    expect(html).toMatch(
      /\.wp-container-core-columns-is-layout-1\{[^}]*gap:var\(--wp--preset--spacing--40\) var\(--wp--preset--spacing--50\)/,
    );
    expect(html).toContain(
      '<div class="wp-block-column is-vertically-aligned-center is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:33.33%">',
    );
  });
});
