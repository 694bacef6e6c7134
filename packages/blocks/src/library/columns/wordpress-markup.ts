/** Columns as WordPress's block editor saves them, in the shapes of block themes' patterns. */
export const WORDPRESS_COLUMNS: Record<string, string> = {
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
