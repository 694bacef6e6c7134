<?php
/**
 * Title: Full-width cover with headline
 * Slug: loom/hero-cover
 * Categories: banner, featured
 * Keywords: cover, hero, banner, image
 * Description: A full-width woven image with a dark overlay, a centred headline and a button.
 * Viewport Width: 1400
 */
?>
<!-- wp:cover {"url":"/wp-content/themes/loom/assets/images/weave.svg","dimRatio":70,"overlayColor":"contrast","isUserOverlayColor":true,"minHeight":560,"contentPosition":"center center","align":"full","style":{"spacing":{"margin":{"top":"0","bottom":"0"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull" style="margin-top:0;margin-bottom:0;min-height:560px"><img class="wp-block-cover__image-background" alt="" src="/wp-content/themes/loom/assets/images/weave.svg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-contrast-background-color has-background-dim-70 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:heading {"textAlign":"center","level":1,"textColor":"base","fontSize":"xx-large"} -->
<h1 class="wp-block-heading has-text-align-center has-base-color has-text-color has-xx-large-font-size">Slow cloth for fast lives</h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"base","fontSize":"large"} -->
<p class="has-text-align-center has-base-color has-text-color has-large-font-size">Blankets, runners and cushions woven on wooden looms, coloured with plants.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons"><!-- wp:button {"backgroundColor":"accent-3","textColor":"contrast"} -->
<div class="wp-block-button"><a class="wp-block-button__link has-contrast-color has-accent-3-background-color has-text-color has-background wp-element-button" href="/shop/">Browse the new weaves</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:cover -->
