<?php
/**
 * Title: Dark footer with columns
 * Slug: loom/footer-columns
 * Categories: footer
 * Keywords: footer, links, address, columns, dark
 * Description: An ink-coloured footer with the studio address, opening hours, page links and social icons.
 * Block Types: core/template-part/footer
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|50"},"margin":{"top":"0"}},"elements":{"link":{"color":{"text":"var:preset|color|base"}}}},"backgroundColor":"contrast","textColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull has-base-color has-contrast-background-color has-text-color has-background has-link-color" style="margin-top:0;padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:site-title {"level":0} /-->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">Unit 4, The Old Mill<br>Weavers Lane<br>Hebden Bridge</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":6,"textColor":"accent-3"} -->
<h6 class="wp-block-heading has-accent-3-color has-text-color">Opening hours</h6>
<!-- /wp:heading -->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">Thursday to Saturday, 10:00 to 17:00<br>Sundays by appointment</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":6,"textColor":"accent-3"} -->
<h6 class="wp-block-heading has-accent-3-color has-text-color">Pages</h6>
<!-- /wp:heading -->

<!-- wp:page-list /--></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":6,"textColor":"accent-3"} -->
<h6 class="wp-block-heading has-accent-3-color has-text-color">Follow along</h6>
<!-- /wp:heading -->

<!-- wp:social-links {"iconColor":"base","iconColorValue":"#FAF8F5","className":"is-style-logos-only"} -->
<ul class="wp-block-social-links has-icon-color is-style-logos-only"><!-- wp:social-link {"url":"https://mastodon.social/","service":"mastodon"} /-->

<!-- wp:social-link {"url":"https://www.instagram.com/","service":"instagram"} /-->

<!-- wp:social-link {"url":"https://www.youtube.com/","service":"youtube"} /--></ul>
<!-- /wp:social-links --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:paragraph {"align":"center","style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}},"fontSize":"x-small"} -->
<p class="has-text-align-center has-x-small-font-size" style="margin-top:var(--wp--preset--spacing--50)">Every piece signed by its maker.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
