<?php
/**
 * Title: Essay opening
 * Slug: quarry/essay-opening
 * Categories: text, featured
 * Keywords: essay, article, drop cap, pullquote, long read
 * Description: The first movement of a long read: a drop-capped paragraph, a pull quote and a section break.
 * Block Types: core/post-content
 * Viewport Width: 1000
 */
?>
<!-- wp:paragraph {"dropCap":true} -->
<p class="has-drop-cap">The quarry closed the year the river froze. For a century it had fed the town its doorsteps and its gravestones, and then one winter the orders stopped and the cutters walked home. What they left behind was a hole the size of a cathedral, slowly filling with rain.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p>Nobody planned what came next. Children found the ledges first, then the swimmers, then a geologist from the university who counted the layers of stone like pages in a book and announced that the town was standing on four hundred million years of seabed.</p>
<!-- /wp:paragraph -->

<!-- wp:pullquote -->
<figure class="wp-block-pullquote"><blockquote><p>Every layer is a season the sea forgot to take back.</p><cite>From the field notebook</cite></blockquote></figure>
<!-- /wp:pullquote -->

<!-- wp:paragraph -->
<p>Today the walls are a classroom, a climbing wall and, on summer nights, an open-air cinema. The stone still remembers the chisel marks, and the town has learned to read them.</p>
<!-- /wp:paragraph -->

<!-- wp:separator {"className":"is-style-dots"} -->
<hr class="wp-block-separator has-alpha-channel-opacity is-style-dots"/>
<!-- /wp:separator -->
