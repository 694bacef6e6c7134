/** Separators as WordPress's block editor saves them. */
export const WORDPRESS_SEPARATORS: Record<string, string> = {
  'the default line': `<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->`,
  'the wide style': `<!-- wp:separator {"className":"is-style-wide"} -->
<hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/>
<!-- /wp:separator -->`,
  'dots in a preset colour': `<!-- wp:separator {"className":"is-style-dots","backgroundColor":"accent-4"} -->
<hr class="wp-block-separator has-text-color has-accent-4-color has-alpha-channel-opacity has-accent-4-background-color has-background is-style-dots"/>
<!-- /wp:separator -->`,
  'a custom colour, also its text colour': `<!-- wp:separator {"style":{"color":{"background":"#8b5a2b"}}} -->
<hr class="wp-block-separator has-text-color has-alpha-channel-opacity has-background" style="background-color:#8b5a2b;color:#8b5a2b"/>
<!-- /wp:separator -->`,
  'CSS opacity, wide alignment and margins': `<!-- wp:separator {"opacity":"css","align":"wide","style":{"spacing":{"margin":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40"}}}} -->
<hr class="wp-block-separator alignwide has-css-opacity" style="margin-top:var(--wp--preset--spacing--40);margin-bottom:var(--wp--preset--spacing--40)"/>
<!-- /wp:separator -->`,
  'a div separator': `<!-- wp:separator {"tagName":"div"} -->
<div class="wp-block-separator has-alpha-channel-opacity"></div>
<!-- /wp:separator -->`,
};
