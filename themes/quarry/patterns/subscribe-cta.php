<?php
/**
 * Title: Subscription invitation
 * Slug: quarry/subscribe-cta
 * Categories: call-to-action
 * Keywords: subscribe, newsletter, membership, support
 * Description: A glowing panel that invites readers to subscribe to the printed edition.
 * Viewport Width: 1200
 */
?>
<!-- wp:cover {"gradient":"lamplight","minHeight":420,"align":"wide","layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignwide" style="min-height:420px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-100 has-background-dim has-background-gradient has-lamplight-gradient-background"></span><div class="wp-block-cover__inner-container"><!-- wp:heading {"textAlign":"center","level":6,"textColor":"accent"} -->
<h6 class="wp-block-heading has-text-align-center has-accent-color has-text-color">The printed edition</h6>
<!-- /wp:heading -->

<!-- wp:heading {"textAlign":"center","fontSize":"x-large"} -->
<h2 class="wp-block-heading has-text-align-center has-x-large-font-size">Four issues a year, delivered to your door</h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"contrast-2"} -->
<p class="has-text-align-center has-contrast-2-color has-text-color">Readers keep Quarry free of advertising. A subscription pays for the writing, the printing and a good deal of coffee.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/subscribe/">Subscribe</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div></div>
<!-- /wp:cover -->
