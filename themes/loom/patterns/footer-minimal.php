<?php
/**
 * Title: Minimal footer
 * Slug: loom/footer-minimal
 * Categories: footer
 * Keywords: footer, copyright, social, small
 * Description: One line with the site title, social icons and a short credit.
 * Block Types: core/template-part/footer
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:group {"align":"wide","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<div class="wp-block-group alignwide"><!-- wp:site-title {"level":0,"fontSize":"medium"} /-->

<!-- wp:social-links {"size":"has-small-icon-size","className":"is-style-logos-only","layout":{"type":"flex","justifyContent":"center"}} -->
<ul class="wp-block-social-links has-small-icon-size is-style-logos-only"><!-- wp:social-link {"url":"https://mastodon.social/","service":"mastodon"} /-->

<!-- wp:social-link {"url":"https://www.instagram.com/","service":"instagram"} /-->

<!-- wp:social-link {"url":"https://www.pinterest.com/","service":"pinterest"} /--></ul>
<!-- /wp:social-links -->

<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"x-small"} -->
<p class="has-contrast-2-color has-text-color has-x-small-font-size">Woven with Atelier</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:group -->
