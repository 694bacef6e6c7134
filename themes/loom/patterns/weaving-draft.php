<?php
/**
 * Title: Project notes with draft and yarn table
 * Slug: loom/weaving-draft
 * Categories: text
 * Keywords: table, notes, draft, specification, code, preformatted
 * Description: A project write-up with a heading, a list of steps, a text weaving draft, a yarn table and a settings snippet.
 * Block Types: core/post-content
 * Viewport Width: 1200
 */
?>
<!-- wp:heading -->
<h2 class="wp-block-heading">Project notes: the Fern runner</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>A simple point twill in two colours, woven at eight ends per centimetre. The steps below are the ones we give to workshop students.</p>
<!-- /wp:paragraph -->

<!-- wp:list {"ordered":true} -->
<ol class="wp-block-list"><!-- wp:list-item -->
<li>Wind a warp of 240 ends, two metres long.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Thread the heddles following the draft below.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Weave a header in scrap yarn, then begin the pattern.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Leave fifteen centimetres at each end for the fringe.</li>
<!-- /wp:list-item --></ol>
<!-- /wp:list -->

<!-- wp:preformatted -->
<pre class="wp-block-preformatted">shaft 4 | . . . X . . . X . .
shaft 3 | . . X . X . X . X .
shaft 2 | . X . . . X . . . X
shaft 1 | X . . . . . . . . .</pre>
<!-- /wp:preformatted -->

<!-- wp:table {"className":"is-style-stripes"} -->
<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>Yarn</th><th>Colour</th><th>Weight</th></tr></thead><tbody><tr><td>Warp</td><td>Undyed linen</td><td>120 g</td></tr><tr><td>Weft A</td><td>Fern green</td><td>90 g</td></tr><tr><td>Weft B</td><td>Weld yellow</td><td>60 g</td></tr></tbody></table><figcaption class="wp-element-caption">Yarn needed for one runner of 2 × 0.3 m.</figcaption></figure>
<!-- /wp:table -->

<!-- wp:code -->
<pre class="wp-block-code"><code>sett: 8 epc
reed: 40/10, one end per dent
picks: 9 ppc
shrinkage: about 10%</code></pre>
<!-- /wp:code -->
