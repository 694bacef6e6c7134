/** Spacers as WordPress's block editor saves them. */
export const WORDPRESS_SPACERS: Record<string, string> = {
  'the default height': `<!-- wp:spacer -->
<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->`,
  'a spacing preset': `<!-- wp:spacer {"height":"var:preset|spacing|50"} -->
<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->`,
  'a fixed size in a flex row (height kept)': `<!-- wp:spacer {"height":"0px","style":{"layout":{"flexSize":"2.5rem","selfStretch":"fixed"}}} -->
<div style="height:0px" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->`,
  'filling a flex row (no height)': `<!-- wp:spacer {"style":{"layout":{"selfStretch":"fill","flexSize":null}}} -->
<div aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->`,
  'a height in vh with a margin and an anchor': `<!-- wp:spacer {"height":"12vh","anchor":"gap","style":{"spacing":{"margin":{"top":"0","bottom":"0"}}}} -->
<div style="margin-top:0;margin-bottom:0;height:12vh" aria-hidden="true" class="wp-block-spacer" id="gap"></div>
<!-- /wp:spacer -->`,
};
