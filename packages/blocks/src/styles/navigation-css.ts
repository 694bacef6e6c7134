/** The navigation block's layout: custom properties set by its justification and orientation. */
const layout = [
  '.wp-block-navigation{position:relative;--navigation-layout-justification-setting:flex-start;--navigation-layout-direction:row;--navigation-layout-wrap:wrap;--navigation-layout-justify:flex-start;--navigation-layout-align:center}',
  '.wp-block-navigation.is-vertical{--navigation-layout-direction:column;--navigation-layout-justify:initial;--navigation-layout-align:flex-start}',
  '.wp-block-navigation.no-wrap{--navigation-layout-wrap:nowrap}',
  '.wp-block-navigation.items-justified-center{--navigation-layout-justification-setting:center;--navigation-layout-justify:center}',
  '.wp-block-navigation.items-justified-center.is-vertical{--navigation-layout-align:center}',
  '.wp-block-navigation.items-justified-right{--navigation-layout-justification-setting:flex-end;--navigation-layout-justify:flex-end}',
  '.wp-block-navigation.items-justified-right.is-vertical{--navigation-layout-align:flex-end}',
  '.wp-block-navigation.items-justified-space-between{--navigation-layout-justification-setting:space-between;--navigation-layout-justify:space-between}',
  '.wp-block-navigation ul{list-style:none;margin:0;padding:0}',
  '.wp-block-navigation .wp-block-navigation__container,.wp-block-navigation .wp-block-page-list,.wp-block-navigation__responsive-container-content{align-items:var(--navigation-layout-align,center);display:flex;flex-direction:var(--navigation-layout-direction,row);flex-wrap:var(--navigation-layout-wrap,wrap);gap:inherit;justify-content:var(--navigation-layout-justify,flex-start)}',
  '.wp-block-navigation .wp-block-navigation__container:only-child,.wp-block-navigation .wp-block-page-list:only-child{flex-grow:1}',
  '.wp-block-navigation .wp-block-navigation-item,.wp-block-navigation .wp-block-pages-list__item{align-items:center;display:flex;position:relative}',
  '.wp-block-navigation .wp-block-navigation-item__content,.wp-block-navigation .wp-block-pages-list__item__link{color:inherit;display:block}',
];

/**
 * Submenus: hidden until their item is hovered or holds focus (unless the menu opens on click),
 * or their button says `aria-expanded="true"`; an item the visitor closed (`is-dismissed`, set
 * by the view script) stays closed under hover and focus.
 */
const submenus = [
  '.wp-block-navigation .wp-block-navigation__submenu-container{align-items:normal;background-color:inherit;border:1px solid rgba(0,0,0,.15);color:inherit;display:flex;flex-direction:column;height:0;left:-1px;min-width:200px;opacity:0;overflow:hidden;position:absolute;top:100%;visibility:hidden;width:0;z-index:2}',
  '.wp-block-navigation:not(.has-background) .wp-block-navigation__submenu-container{background-color:#fff}',
  '.wp-block-navigation:not(.has-text-color) .wp-block-navigation__submenu-container{color:#000}',
  '.wp-block-navigation .wp-block-navigation__submenu-container .wp-block-navigation__submenu-container{left:100%;top:-1px}',
  '.wp-block-navigation.items-justified-right .has-child .wp-block-navigation__submenu-container{left:auto;right:0}',
  '.wp-block-navigation.items-justified-right .has-child .wp-block-navigation__submenu-container .wp-block-navigation__submenu-container{right:100%}',
  '.wp-block-navigation .wp-block-navigation__submenu-container>*{padding:.5em 1em}',
  '.wp-block-navigation .has-child:not(.open-on-click):not(.is-dismissed):hover>.wp-block-navigation__submenu-container,.wp-block-navigation .has-child:not(.open-on-click):not(.is-dismissed):focus-within>.wp-block-navigation__submenu-container,.wp-block-navigation .wp-block-navigation-submenu__toggle[aria-expanded=true]~.wp-block-navigation__submenu-container{height:auto;opacity:1;overflow:visible;visibility:visible;width:auto}',
  '.wp-block-navigation .wp-block-navigation-submenu__toggle{background:transparent;border:none;color:inherit;cursor:pointer;font:inherit;padding:0}',
  '.wp-block-navigation .wp-block-navigation__submenu-icon{align-self:center;background-color:inherit;border:none;color:currentColor;display:inline-block;height:.6em;line-height:0;margin-left:.25em;padding:0;width:.6em}',
  '.wp-block-navigation .wp-block-navigation__submenu-icon svg{display:inline-block;height:inherit;margin-top:.075em;stroke:currentColor;width:inherit}',
  '.wp-block-navigation-submenu__toggle[aria-expanded=true]>svg,.wp-block-navigation-submenu__toggle[aria-expanded=true]+.wp-block-navigation__submenu-icon>svg{transform:rotate(180deg)}',
  '.wp-block-navigation .open-on-click>.wp-block-navigation-submenu__toggle{padding-right:.85em}',
  '.wp-block-navigation .open-on-click>.wp-block-navigation-submenu__toggle+.wp-block-navigation__submenu-icon{margin-left:-.6em;pointer-events:none}',
];

/** The open and close buttons of the overlay menu. */
const buttons = [
  '.wp-block-navigation__responsive-container-open,.wp-block-navigation__responsive-container-close{background:transparent;border:none;color:currentColor;cursor:pointer;font:inherit;margin:0;padding:0;text-transform:inherit;vertical-align:middle}',
  '.wp-block-navigation__responsive-container-open svg,.wp-block-navigation__responsive-container-close svg{display:block;fill:currentColor;height:24px;pointer-events:none;width:24px}',
  '.wp-block-navigation__responsive-container-open{display:flex}',
  '.wp-block-navigation__responsive-container-close{position:absolute;right:0;top:0;z-index:2}',
];

const OPEN_CONTENT = '.is-menu-open .wp-block-navigation__responsive-container-content';

/**
 * The overlay: hidden under the 600px breakpoint (the open button shows instead), full screen
 * while `is-menu-open`, with its items in one column and every submenu unfolded; from the
 * breakpoint up the items show in place and the button hides, unless the menu always collapses
 * (`hidden-by-default` / `always-shown`).
 */
const overlay = [
  '.wp-block-navigation__responsive-container{bottom:0;display:none;left:0;position:fixed;right:0;top:0}',
  '.wp-block-navigation__responsive-container,.wp-block-navigation__responsive-close,.wp-block-navigation__responsive-dialog{gap:inherit}',
  '.wp-block-navigation__responsive-container.is-menu-open{background-color:inherit;box-sizing:border-box;display:flex;flex-direction:column;overflow:auto;padding:clamp(1rem,var(--wp--style--root--padding-top),20rem) clamp(1rem,var(--wp--style--root--padding-right),20rem) clamp(1rem,var(--wp--style--root--padding-bottom),20rem) clamp(1rem,var(--wp--style--root--padding-left),20rem);z-index:100000}',
  '.wp-block-navigation:not(.has-background) .wp-block-navigation__responsive-container.is-menu-open{background-color:#fff}',
  '.wp-block-navigation:not(.has-text-color) .wp-block-navigation__responsive-container.is-menu-open{color:#000}',
  '.wp-block-navigation__responsive-close{width:100%}',
  '.has-modal-open .wp-block-navigation__responsive-close{margin-left:auto;margin-right:auto;max-width:var(--wp--style--global--wide-size,100%)}',
  '.wp-block-navigation__responsive-dialog{position:relative}',
  '.is-menu-open .wp-block-navigation__responsive-close,.is-menu-open .wp-block-navigation__responsive-dialog,.is-menu-open .wp-block-navigation__responsive-container-content{box-sizing:border-box}',
  `${OPEN_CONTENT}{align-items:var(--navigation-layout-justification-setting,inherit);flex-direction:column;flex-wrap:nowrap;justify-content:flex-start;overflow:visible;padding-top:calc(2rem + 24px)}`,
  `${OPEN_CONTENT} .wp-block-navigation__container,${OPEN_CONTENT} .wp-block-page-list,${OPEN_CONTENT} .wp-block-navigation-item{align-items:var(--navigation-layout-justification-setting,initial);display:flex;flex-direction:column;justify-content:flex-start}`,
  `${OPEN_CONTENT} .wp-block-navigation__submenu-icon{display:none}`,
  `${OPEN_CONTENT} .has-child .wp-block-navigation__submenu-container{background-color:transparent;border:none;color:inherit;gap:inherit;height:auto;min-width:200px;opacity:1;overflow:initial;padding:var(--wp--style--block-gap,2em) 2rem 0;position:static;visibility:visible;width:auto}`,
  `${OPEN_CONTENT} .wp-block-navigation__submenu-container>*,${OPEN_CONTENT} .wp-block-navigation-item__content{padding:0}`,
  'html.has-modal-open{overflow:hidden}',
  '@media (min-width:600px){.wp-block-navigation__responsive-container-open:not(.always-shown){display:none}.wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open){background-color:inherit;display:block;position:relative;width:100%;z-index:auto}.wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open) .wp-block-navigation__responsive-container-close{display:none}}',
];

/**
 * Base CSS of the navigation block and the items inside it (links, submenus, page lists), and
 * of its responsive overlay menu, in the block editor's class vocabulary.
 */
export const navigationCss = [...layout, ...submenus, ...buttons, ...overlay].join('');
