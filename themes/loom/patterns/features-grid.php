<?php
/**
 * Title: Three features
 * Slug: loom/features-grid
 * Categories: featured, text, services
 * Keywords: features, services, columns, benefits
 * Description: A heading over three columns, each with a small heading and a description.
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull has-base-2-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:heading {"textAlign":"center"} -->
<h2 class="wp-block-heading has-text-align-center">What makes our cloth different</h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"contrast-2"} -->
<p class="has-text-align-center has-contrast-2-color has-text-color">Three promises we keep for every piece that leaves the bench.</p>
<!-- /wp:paragraph -->

<!-- wp:spacer {"height":"var:preset|spacing|30"} -->
<div style="height:var(--wp--preset--spacing--30)" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->

<!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"left":"var:preset|spacing|50"}}}} -->
<div class="wp-block-columns alignwide"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3,"textColor":"accent","fontSize":"large"} -->
<h3 class="wp-block-heading has-accent-color has-text-color has-large-font-size">Plant-dyed colour</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Indigo, madder and weld grow in our own beds. The colours shift a little from batch to batch, so no two pieces match exactly.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3,"textColor":"accent-2","fontSize":"large"} -->
<h3 class="wp-block-heading has-accent-2-color has-text-color has-large-font-size">Woven by hand</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Each cloth is woven on a floor loom by one maker, from the first pass of the shuttle to the final knot of the fringe.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3,"textColor":"accent-4","fontSize":"large"} -->
<h3 class="wp-block-heading has-accent-4-color has-text-color has-large-font-size">Mended for life</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Snagged a thread or worn a corner? Send it back. We repair anything we have made, for as long as the studio stands.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns --></div>
<!-- /wp:group -->
