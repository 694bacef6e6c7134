<?php
/**
 * Title: Frequently asked questions
 * Slug: loom/faq-details
 * Categories: text, about
 * Keywords: faq, questions, answers, accordion, details
 * Description: A heading and a list of questions that open to reveal their answers.
 * Viewport Width: 1200
 */
?>
<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)"><!-- wp:heading -->
<h2 class="wp-block-heading">Questions we hear a lot</h2>
<!-- /wp:heading -->

<!-- wp:details -->
<details class="wp-block-details"><summary>How do I wash a handwoven blanket?</summary><!-- wp:paragraph -->
<p>Mostly, you don't. Air it outside on a dry day and brush it gently. When it truly needs a wash, use cool water, a wool soap and dry it flat in the shade.</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details -->

<!-- wp:details -->
<details class="wp-block-details"><summary>Will the colours fade?</summary><!-- wp:paragraph -->
<p>Plant dyes soften over the years, the way a pair of jeans does. Keeping cloth out of strong direct sun slows the change down a great deal.</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details -->

<!-- wp:details -->
<details class="wp-block-details"><summary>Can I order a custom size or colour?</summary><!-- wp:paragraph -->
<p>Yes. Commissions open twice a year. Write to us with the size, the room it is for and a few colours you love, and we will send back a sketch.</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details -->

<!-- wp:details -->
<details class="wp-block-details"><summary>Do you ship abroad?</summary><!-- wp:paragraph -->
<p>We ship to most of Europe and North America. Parcels travel by ground where we can, wrapped in paper and tied with leftover yarn.</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details --></div>
<!-- /wp:group -->
