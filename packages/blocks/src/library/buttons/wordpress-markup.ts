/** A buttons block around `inner`, as the block editor writes it. */
export function buttons(attributes: string, wrapperClass: string, inner: string): string {
  const comment = attributes === '' ? '' : ` ${attributes}`;
  return `<!-- wp:buttons${comment} -->\n<div class="${wrapperClass}">${inner}</div>\n<!-- /wp:buttons -->`;
}

/** Buttons as WordPress's block editor saves them, one button variant each. */
export const WORDPRESS_BUTTONS: Record<string, string> = {
  'a link button': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/join">Join us</a></div>
<!-- /wp:button -->`,
  ),
  'the outline style': buttons(
    '{"layout":{"type":"flex","justifyContent":"center"}}',
    'wp-block-buttons',
    `<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/tour">Take the tour</a></div>
<!-- /wp:button -->`,
  ),
  'a width class': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button {"width":50} -->
<div class="wp-block-button has-custom-width wp-block-button__width-50"><a class="wp-block-button__link wp-element-button">Half</a></div>
<!-- /wp:button -->`,
  ),
  'a font size on the wrapper (WordPress 6.x, Twenty Twenty-Five)': buttons(
    '{"fontSize":"small"}',
    'wp-block-buttons has-custom-font-size has-small-font-size',
    `<!-- wp:button {"fontSize":"medium"} -->
<div class="wp-block-button has-custom-font-size has-medium-font-size"><a class="wp-block-button__link wp-element-button">Bigger</a></div>
<!-- /wp:button -->`,
  ),
  'typography on the link (the newest save)': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button {"fontSize":"medium","style":{"typography":{"fontWeight":"600"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link has-medium-font-size has-custom-font-size wp-element-button" style="font-weight:600">Bigger</a></div>
<!-- /wp:button -->`,
  ),
  'a button element': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button {"tagName":"button"} -->
<div class="wp-block-button"><button type="button" class="wp-block-button__link wp-element-button">Send</button></div>
<!-- /wp:button -->`,
  ),
  'colours, border and padding on the link, a new tab': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button {"backgroundColor":"accent-1","textColor":"contrast","style":{"elements":{"link":{"color":{"text":"var:preset|color|contrast"}}},"border":{"width":"1px"},"spacing":{"padding":{"left":"var:preset|spacing|40","right":"var:preset|spacing|40"}}},"borderColor":"accent-1"} -->
<div class="wp-block-button"><a class="wp-block-button__link has-contrast-color has-accent-1-background-color has-text-color has-background has-link-color has-border-color has-accent-1-border-color wp-element-button" href="https://example.org/tickets" style="border-width:1px;padding-right:var(--wp--preset--spacing--40);padding-left:var(--wp--preset--spacing--40)" target="_blank" rel="noreferrer noopener">Tickets</a></div>
<!-- /wp:button -->`,
  ),
  'a zero radius from before border support': buttons(
    '',
    'wp-block-buttons',
    `<!-- wp:button {"style":{"border":{"radius":0}}} -->
<div class="wp-block-button"><a class="wp-block-button__link no-border-radius wp-element-button">Square</a></div>
<!-- /wp:button -->`,
  ),
};
