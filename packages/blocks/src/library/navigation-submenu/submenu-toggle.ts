import { parseHtml } from '#html-dom';
import { tag } from '../../html/tag';
import type { RenderContext } from '../../render/render-context';

/** The chevron beside a menu item that has a submenu. */
export const SUBMENU_ICON = tag(
  'svg',
  {
    xmlns: 'http://www.w3.org/2000/svg',
    width: '12',
    height: '12',
    viewBox: '0 0 12 12',
    fill: 'none',
    'aria-hidden': 'true',
    focusable: 'false',
  },
  tag('path', { d: 'M1.5 4 6 8l4.5-4', 'stroke-width': '1.5' }),
);

/** How a menu's submenus open, from the navigation block's context. */
export interface SubmenuOptions {
  /** The whole item is a button (`openSubmenusOnClick`). */
  openOnClick: boolean;
  /** A hover menu adds a toggle button with the chevron (`showSubmenuIcon`). */
  showIcon: boolean;
}

/** The submenu options the navigation block gives its items (its defaults when missing). */
export function submenuOptions(context: RenderContext): SubmenuOptions {
  const block = context.blockContext ?? {};
  return {
    openOnClick: block.openSubmenusOnClick === true,
    showIcon: block.showSubmenuIcon !== false,
  };
}

/** Whether a block renders inside a navigation block (which gives its items `showSubmenuIcon`). */
export function isInNavigation(context: RenderContext): boolean {
  return typeof context.blockContext?.showSubmenuIcon === 'boolean';
}

/** `'{label} submenu'`, the accessible name of a submenu's button; `label` is HTML. */
export function submenuButtonName(label: string): string {
  return `${parseHtml(label).text().trim()} submenu`;
}

/** The class of the `<li>` for the way its submenu opens. */
export function submenuOpenClass(options: SubmenuOptions): string {
  return options.openOnClick ? 'open-on-click' : 'open-on-hover-click';
}

/**
 * The button that opens a hover menu's submenu by click or keyboard: the chevron,
 * `aria-expanded="false"` (the view script toggles it) and the name '{label} submenu'.
 */
export function submenuIconToggle(label: string): string {
  return tag(
    'button',
    {
      'aria-label': submenuButtonName(label),
      class: 'wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle',
      'aria-expanded': 'false',
    },
    SUBMENU_ICON,
  );
}

/**
 * A click menu's item: the whole label is the button that opens the submenu, followed by the
 * chevron (inert, inside a span). `labelHtml` is what the button shows.
 */
export function submenuLabelToggle(label: string, labelHtml: string): string {
  return `${tag(
    'button',
    {
      'aria-label': submenuButtonName(label),
      class: 'wp-block-navigation-item__content wp-block-navigation-submenu__toggle',
      'aria-expanded': 'false',
    },
    labelHtml,
  )}${tag('span', { class: 'wp-block-navigation__submenu-icon' }, SUBMENU_ICON)}`;
}
