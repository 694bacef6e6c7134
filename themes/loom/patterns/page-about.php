<?php
/**
 * Title: About page
 * Slug: loom/page-about
 * Categories: about, featured
 * Keywords: about, story, studio, page, starter
 * Description: A ready-made about page: an introduction, a story beside an image, a statement and the team.
 * Block Types: core/post-content
 * Post Types: page
 * Viewport Width: 1400
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|40"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:heading {"level":1,"fontSize":"xx-large"} -->
<h1 class="wp-block-heading has-xx-large-font-size">A small studio with long threads</h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"fontSize":"large"} -->
<p class="has-large-font-size">Loom began in a spare bedroom with one borrowed loom and a pot of onion skins. Ten years on there are four of us, nine looms and a dye garden that takes over the yard every summer.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:media-text {"align":"wide","mediaPosition":"right","mediaType":"image","verticalAlignment":"center"} -->
<div class="wp-block-media-text alignwide has-media-on-the-right is-stacked-on-mobile is-vertically-aligned-center"><div class="wp-block-media-text__content"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">From seed to selvedge</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>We grow most of our dye plants and buy wool from two farms within a day's drive. Doing every step ourselves is slower, and that is the point: we know where each colour came from and who turned it into cloth.</p>
<!-- /wp:paragraph --></div><figure class="wp-block-media-text__media"><img src="/wp-content/themes/loom/assets/images/spools.svg" alt="Twelve spools of coloured yarn seen from above"/></figure></div>
<!-- /wp:media-text -->

<!-- wp:pullquote {"textAlign":"left"} -->
<figure class="wp-block-pullquote has-text-align-left"><blockquote><p>Anything worth weaving is worth mending.</p><cite>The studio rule</cite></blockquote></figure>
<!-- /wp:pullquote -->

<!-- wp:pattern {"slug":"loom/team-grid"} /-->
