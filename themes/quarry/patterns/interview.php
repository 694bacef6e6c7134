<?php
/**
 * Title: Interview
 * Slug: quarry/interview
 * Categories: text, testimonials
 * Keywords: interview, conversation, questions, quote, dialogue
 * Description: A short introduction, questions set as headings, answers in plain text and a closing quotation.
 * Viewport Width: 1000
 */
?>
<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"large"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size"><em>For thirty years Ruth Adair mapped the stone under the valley. We met her at the quarry's edge, where she still walks every morning.</em></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":4} -->
<h4 class="wp-block-heading">What first drew you to the quarry?</h4>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>The colour. From a distance it looks grey, but up close the walls are rust and cream and a green you only see after rain. I wanted to know why.</p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":4} -->
<h4 class="wp-block-heading">And did you find out?</h4>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Partly. Iron, mostly, and a little copper. The rest I have made my peace with not knowing. A good rock keeps a few secrets.</p>
<!-- /wp:paragraph -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p>You don't read stone from the top down. You read it from the bottom up, the way it was written.</p>
<!-- /wp:paragraph --><cite>Ruth Adair</cite></blockquote>
<!-- /wp:quote -->
