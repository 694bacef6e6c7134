<?php
/**
 * Title: Contributors list
 * Slug: quarry/contributors
 * Categories: team, about
 * Keywords: contributors, writers, authors, staff, biography
 * Description: Short biographies of the writers in an issue, separated by thin rules.
 * Viewport Width: 1000
 */
?>
<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:heading {"level":6} -->
<h6 class="wp-block-heading">Contributors</h6>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p><strong>Mara Quist</strong> edits Quarry from a kitchen table overlooking the old workings. Her first book, on abandoned places, is due next spring.</p>
<!-- /wp:paragraph -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:paragraph -->
<p><strong>Tobias Fenn</strong> writes about rivers, bridges and the people who keep them. He swims in the quarry lake all year round.</p>
<!-- /wp:paragraph -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:paragraph -->
<p><strong>Ines Calder</strong> photographs industrial landscapes at night, by the light of whatever happens to be switched on.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
