/** Headings as WordPress's block editor saves them (and as it saved them before 6.2). */
export const WORDPRESS_HEADINGS: Record<string, string> = {
  'a level 2 heading': `<!-- wp:heading -->
<h2 class="wp-block-heading">Our story</h2>
<!-- /wp:heading -->`,
  'level 1, centred, a preset font size': `<!-- wp:heading {"textAlign":"center","level":1,"fontSize":"xx-large"} -->
<h1 class="wp-block-heading has-text-align-center has-xx-large-font-size">Welcome aboard</h1>
<!-- /wp:heading -->`,
  'level 3 with a style variation, colours and custom typography': `<!-- wp:heading {"level":3,"className":"is-style-text-subtitle","style":{"elements":{"link":{"color":{"text":"var:preset|color|accent-3"}}},"typography":{"fontStyle":"normal","fontWeight":"600","letterSpacing":"-0.01em"}},"textColor":"accent-3"} -->
<h3 class="wp-block-heading is-style-text-subtitle has-accent-3-color has-text-color has-link-color" style="font-style:normal;font-weight:600;letter-spacing:-0.01em">Details <a href="/more">here</a></h3>
<!-- /wp:heading -->`,
  'level 4, right aligned, with an anchor, background and padding': `<!-- wp:heading {"textAlign":"right","level":4,"backgroundColor":"base","style":{"spacing":{"padding":{"top":"var:preset|spacing|20","bottom":"var:preset|spacing|20"}}}} -->
<h4 class="wp-block-heading has-text-align-right has-base-background-color has-background" id="prices" style="padding-top:var(--wp--preset--spacing--20);padding-bottom:var(--wp--preset--spacing--20)">Prices</h4>
<!-- /wp:heading -->`,
  'a level 6 heading saved before the wp-block-heading class': `<!-- wp:heading {"level":6} -->
<h6>Small print</h6>
<!-- /wp:heading -->`,
};
