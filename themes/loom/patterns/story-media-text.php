<?php
/**
 * Title: Story beside an image
 * Slug: loom/story-media-text
 * Categories: about, text, media
 * Keywords: media, text, story, image, side by side
 * Description: A wide media and text block with a striped image, a heading, a paragraph and a link.
 * Viewport Width: 1400
 */
?>
<!-- wp:media-text {"align":"wide","mediaType":"image","mediaWidth":45,"verticalAlignment":"center","backgroundColor":"accent-5"} -->
<div class="wp-block-media-text alignwide is-stacked-on-mobile is-vertically-aligned-center has-accent-5-background-color has-background" style="grid-template-columns:45% auto"><figure class="wp-block-media-text__media"><img src="/wp-content/themes/loom/assets/images/stripes.svg" alt="Horizontal woven stripes of varying widths"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph {"style":{"typography":{"letterSpacing":"0.12em","textTransform":"uppercase","fontWeight":"600"}},"fontSize":"x-small"} -->
<p class="has-x-small-font-size" style="font-weight:600;letter-spacing:0.12em;text-transform:uppercase">Behind the cloth</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading">Every stripe is a decision</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>A runner of two metres holds around three thousand passes of the shuttle. We plan the stripes on paper first, then change our minds at the loom, because colour always looks different once it is woven.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><a href="/journal/">Read how a runner is made →</a></p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->
