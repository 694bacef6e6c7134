<?php
/**
 * Title: Page not found
 * Slug: quarry/not-found
 * Categories: text
 * Keywords: 404, error, missing
 * Description: A short apology in the house style, with a search form.
 * Template Types: 404
 * Inserter: no
 */
?>
<!-- wp:heading {"textAlign":"center","level":1} -->
<h1 class="wp-block-heading has-text-align-center">Nothing here but bedrock</h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"contrast-2","fontSize":"large"} -->
<p class="has-text-align-center has-contrast-2-color has-text-color has-large-font-size"><em>We dug, and found no page at this address. It may have moved to another issue.</em></p>
<!-- /wp:paragraph -->

<!-- wp:search {"label":"Search the archive","showLabel":false,"placeholder":"A word, a name, a place","buttonText":"Search"} /-->
