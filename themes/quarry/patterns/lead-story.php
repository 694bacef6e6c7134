<?php
/**
 * Title: Lead story
 * Slug: quarry/lead-story
 * Categories: posts, featured
 * Keywords: query, lead, cover story, latest, featured post
 * Description: The most recent post shown large: image, kicker, headline and standfirst.
 * Template Types: home, front-page, index
 * Block Types: core/query
 * Viewport Width: 1400
 */
?>
<!-- wp:query {"queryId":11,"query":{"perPage":1,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":false},"align":"wide"} -->
<div class="wp-block-query alignwide"><!-- wp:post-template -->
<!-- wp:columns {"verticalAlignment":"center","style":{"spacing":{"blockGap":{"left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns are-vertically-aligned-center"><!-- wp:column {"verticalAlignment":"center","width":"58%"} -->
<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:58%"><!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3","style":{"color":{"duotone":"var:preset|duotone|shale-limestone"}}} /--></div>
<!-- /wp:column -->

<!-- wp:column {"verticalAlignment":"center","width":"42%"} -->
<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:42%"><!-- wp:paragraph {"textColor":"accent","fontSize":"small","fontFamily":"system-sans","style":{"typography":{"letterSpacing":"0.14em","textTransform":"uppercase"}}} -->
<p class="has-accent-color has-text-color has-system-sans-font-family has-small-font-size" style="letter-spacing:0.14em;text-transform:uppercase">The lead</p>
<!-- /wp:paragraph -->

<!-- wp:post-title {"level":1,"isLink":true} /-->

<!-- wp:post-excerpt {"excerptLength":40,"textColor":"contrast-2","fontSize":"large"} /-->

<!-- wp:post-author-name {"fontSize":"small"} /--></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->
<!-- /wp:post-template --></div>
<!-- /wp:query -->
