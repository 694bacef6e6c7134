<?php
/**
 * Title: Centred header
 * Slug: loom/header-centered
 * Categories: header
 * Keywords: header, masthead, navigation, logo
 * Description: Site title and tagline centred above the navigation, with a hairline rule below.
 * Block Types: core/template-part/header
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|30"},"blockGap":"var:preset|spacing|20"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--30)"><!-- wp:site-title {"level":0,"textAlign":"center","fontSize":"x-large"} /-->

<!-- wp:site-tagline {"textAlign":"center"} /-->

<!-- wp:navigation {"layout":{"type":"flex","justifyContent":"center"}} /-->

<!-- wp:separator {"align":"wide"} -->
<hr class="wp-block-separator alignwide has-alpha-channel-opacity"/>
<!-- /wp:separator --></div>
<!-- /wp:group -->
