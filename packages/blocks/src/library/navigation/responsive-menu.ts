import type { BlockAttributes } from '../../grammar/block-node';
import { classNames, tag } from '../../html/tag';
import { inlineStyle } from '../../supports/style-value';
import { flag } from '../attribute-values';
import { overlayMenu } from './navigation-classes';
import { navigationColors, OVERLAY_COLORS } from './navigation-colors';

const ICON_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  viewBox: '0 0 24 24',
  'aria-hidden': 'true',
  focusable: 'false',
};

function icon(path: string): string {
  return tag('svg', ICON_ATTRIBUTES, tag('path', { d: path }));
}

/** The open button's icons: two bars (`handle`, the default) or three (`menu`). */
const HANDLE_ICON = icon('M4 7.5h16V9H4zm0 7.5h16v1.5H4z');
const MENU_ICON = icon('M5 5h14v1.5H5zm0 6.5h14V13H5zM5 18h14v1.5H5z');

const CLOSE_ICON = icon('m6.3 5.2 12.5 12.5-1.1 1.1L5.2 6.3zm12.5 1.1L6.3 18.8l-1.1-1.1L17.7 5.2z');

/**
 * The overlay menu around the rendered items, nested as WordPress nests it: the open button
 * (`aria-haspopup="dialog"`), then `__responsive-container` › `__responsive-close` ›
 * `__responsive-dialog` (the close button and `__responsive-container-content` with the items).
 * With `hasIcon` the buttons show an icon and are named 'Open menu' / 'Close menu'; without it
 * they read 'Menu' / 'Close'. With `overlayMenu: 'always'` the button shows at every width
 * (`always-shown`) and the items only in the overlay (`hidden-by-default`). The navigation view
 * script opens and closes it (the dialog gets `role="dialog"` and `aria-modal` while open).
 * The overlay colours (`overlayTextColor`, `overlayBackgroundColor` and their custom values) go
 * on the container.
 */
export function responsiveMenu(attributes: BlockAttributes, items: string): string {
  const always = overlayMenu(attributes) === 'always';
  const hasIcon = flag(attributes, 'hasIcon', true);
  const openIcon = attributes.icon === 'menu' ? MENU_ICON : HANDLE_ICON;
  const open = tag(
    'button',
    {
      class: classNames(
        'wp-block-navigation__responsive-container-open',
        always ? 'always-shown' : undefined,
      ),
      'aria-haspopup': 'dialog',
      'aria-label': hasIcon ? 'Open menu' : undefined,
    },
    hasIcon ? openIcon : 'Menu',
  );
  const close = tag(
    'button',
    {
      class: 'wp-block-navigation__responsive-container-close',
      'aria-label': hasIcon ? 'Close menu' : undefined,
    },
    hasIcon ? CLOSE_ICON : 'Close',
  );
  const content = tag('div', { class: 'wp-block-navigation__responsive-container-content' }, items);
  const dialog = tag('div', { class: 'wp-block-navigation__responsive-dialog' }, close + content);
  const colors = navigationColors(attributes, OVERLAY_COLORS);
  const container = tag(
    'div',
    {
      class: classNames(
        'wp-block-navigation__responsive-container',
        always ? 'hidden-by-default' : undefined,
        ...colors.classes,
      ),
      style: inlineStyle(colors.styles),
    },
    tag('div', { class: 'wp-block-navigation__responsive-close' }, dialog),
  );
  return open + container;
}
