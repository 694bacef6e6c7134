<?php
/**
 * Title: Newspaper masthead
 * Slug: quarry/header-masthead
 * Categories: header
 * Keywords: header, masthead, newspaper, title, date
 * Description: A large centred title between double rules, with the issue line and navigation beneath.
 * Block Types: core/template-part/header
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|30"},"blockGap":"var:preset|spacing|20"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--30)"><!-- wp:separator {"align":"wide","className":"is-style-wide"} -->
<hr class="wp-block-separator alignwide has-alpha-channel-opacity is-style-wide"/>
<!-- /wp:separator -->

<!-- wp:site-title {"level":0,"textAlign":"center","fontSize":"xx-large"} /-->

<!-- wp:separator {"align":"wide","className":"is-style-wide"} -->
<hr class="wp-block-separator alignwide has-alpha-channel-opacity is-style-wide"/>
<!-- /wp:separator -->

<!-- wp:group {"align":"wide","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<div class="wp-block-group alignwide"><!-- wp:paragraph {"fontSize":"small","fontFamily":"system-sans"} -->
<p class="has-system-sans-font-family has-small-font-size">Issue No. 12 · Winter</p>
<!-- /wp:paragraph -->

<!-- wp:navigation /-->

<!-- wp:paragraph {"fontSize":"small","fontFamily":"system-sans"} -->
<p class="has-system-sans-font-family has-small-font-size"><a href="/subscribe/">Subscribe</a></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:group -->
