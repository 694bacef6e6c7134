<?php
/**
 * Title: Page not found
 * Slug: loom/not-found
 * Categories: text
 * Keywords: 404, error, missing, not found
 * Description: A friendly message for missing pages, with a search form.
 * Template Types: 404
 * Inserter: no
 */
?>
<!-- wp:heading {"level":1,"fontSize":"display"} -->
<h1 class="wp-block-heading has-display-font-size">Lost the thread</h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"large"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size">The page you were looking for has come unravelled, or perhaps it was never woven at all. Try a search, or head back to the start.</p>
<!-- /wp:paragraph -->

<!-- wp:search {"label":"Search","showLabel":false,"placeholder":"Search the site…","buttonText":"Search"} /-->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/">Back to the homepage</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->
