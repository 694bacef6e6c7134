<?php
/**
 * Title: Studio gallery
 * Slug: loom/gallery-mosaic
 * Categories: gallery, portfolio
 * Keywords: images, photos, portfolio, grid, work
 * Description: A heading with a three-image gallery of recent work.
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)"><!-- wp:heading {"align":"wide"} -->
<h2 class="wp-block-heading alignwide">Recently off the loom</h2>
<!-- /wp:heading -->

<!-- wp:gallery {"columns":3,"linkTo":"none","align":"wide"} -->
<figure class="wp-block-gallery alignwide has-nested-images columns-3 is-cropped"><!-- wp:image {"sizeSlug":"large","linkDestination":"none"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/themes/loom/assets/images/weave.svg" alt="Interlaced warp and weft strips in indigo, madder, weld and fern"/><figcaption class="wp-element-caption">Sampler, autumn dye lot</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large","linkDestination":"none"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/themes/loom/assets/images/spools.svg" alt="Twelve spools of coloured yarn seen from above"/><figcaption class="wp-element-caption">The spool wall</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large","linkDestination":"none"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/themes/loom/assets/images/stripes.svg" alt="Horizontal woven stripes of varying widths"/><figcaption class="wp-element-caption">Runner in weld and madder</figcaption></figure>
<!-- /wp:image --><figcaption class="blocks-gallery-caption wp-element-caption">Work from the winter season, photographed in the studio.</figcaption></figure>
<!-- /wp:gallery --></div>
<!-- /wp:group -->
