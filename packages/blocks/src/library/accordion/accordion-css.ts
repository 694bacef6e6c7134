/**
 * Base CSS of the accordion blocks, keyed by block name like the rest of the block library: the
 * heading's button fills the heading and inherits its type, the `+` icon turns into a `×` on an
 * open item, headings lose their margins.
 */
export const accordionCss: Record<string, string> = {
  'core/accordion': '.wp-block-accordion{box-sizing:border-box}',
  'core/accordion-item':
    '.wp-block-accordion-item.is-open>.wp-block-accordion-heading .wp-block-accordion-heading__toggle-icon{transform:rotate(45deg)}',
  'core/accordion-heading':
    '.wp-block-accordion-heading{margin:0}' +
    '.wp-block-accordion-heading__toggle{align-items:center;background:none;border:none;color:inherit;cursor:pointer;display:flex;font-family:inherit;font-size:inherit;font-style:inherit;font-weight:inherit;gap:0.5em;letter-spacing:inherit;line-height:inherit;margin:0;overflow:hidden;padding:0;text-align:inherit;text-decoration:inherit;text-transform:inherit;width:100%;word-spacing:inherit}' +
    '.wp-block-accordion-heading__toggle:hover .wp-block-accordion-heading__toggle-title,.wp-block-accordion-heading__toggle:focus-visible .wp-block-accordion-heading__toggle-title{text-decoration:underline}' +
    '.wp-block-accordion-heading__toggle-title{flex:1}' +
    '.wp-block-accordion-heading__toggle-icon{align-items:center;display:flex;flex-shrink:0;height:1.2em;justify-content:center;transition:transform .2s ease-in-out;width:1.2em}' +
    '@media (prefers-reduced-motion:reduce){.wp-block-accordion-heading__toggle-icon{transition:none}}',
  'core/accordion-panel': '.wp-block-accordion-panel{box-sizing:border-box}',
};
