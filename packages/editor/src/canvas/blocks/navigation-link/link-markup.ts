import { type BlockAttributes, type BlockType, wrapperAttributes } from '@atelier/blocks';
import { joinClasses, styleToObject } from '../../block-list/dom-props';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Props of the `<a class="wp-block-navigation-item__content">` of a menu item. */
export interface ItemLinkProps {
  href?: string;
  target?: string;
  rel?: string;
  title?: string;
}

/** What a menu item's markup needs: the `<li>` props, the link's props and its texts. */
export interface MenuItemMarkup {
  className: string;
  style: Record<string, string>;
  id?: string;
  link: ItemLinkProps;
  /** Rich text (HTML). */
  label: string;
  description?: string;
}

function itemMarkup(
  blockType: BlockType,
  attributes: BlockAttributes,
  classes: readonly (string | undefined)[],
  link: ItemLinkProps,
): MenuItemMarkup {
  const wrapper = wrapperAttributes(blockType, attributes);
  const markup: MenuItemMarkup = {
    className: joinClasses('wp-block-navigation-item', ...classes, wrapper.class),
    style: styleToObject(wrapper.style),
    link: Object.fromEntries(Object.entries(link).filter(([, value]) => value !== undefined)),
    label: text(attributes.label) ?? '',
  };
  if (wrapper.id !== undefined && wrapper.id !== '') markup.id = wrapper.id;
  const description = text(attributes.description);
  if (description !== undefined) markup.description = description;
  return markup;
}

/**
 * `core/navigation-link` as the public renderer writes it: `li.wp-block-navigation-item` with the
 * block's classes, `a.wp-block-navigation-item__content` with href, target and rel (a new tab gets
 * `noreferrer noopener` unless a rel is set) and title.
 */
export function navigationLinkMarkup(
  blockType: BlockType,
  attributes: BlockAttributes,
): MenuItemMarkup {
  const newTab = attributes.opensInNewTab === true;
  return itemMarkup(blockType, attributes, [], {
    href: text(attributes.url),
    target: newTab ? '_blank' : undefined,
    rel: text(attributes.rel) ?? (newTab ? 'noreferrer noopener' : undefined),
    title: text(attributes.title),
  });
}

/** A submenu's markup: the item's, and what opens its items (`toggle`). */
export interface SubmenuMarkup extends MenuItemMarkup {
  /**
   * A link to the submenu's own page (opening on hover), or — when the navigation opens submenus
   * on click — a `<button>` that opens them, with no link.
   */
  toggle: 'link' | 'button';
  /** The class of the toggle (`a` or `button`). */
  toggleClassName: string;
}

/**
 * `core/navigation-submenu` as the public renderer writes it: `has-child` when it holds items,
 * `open-on-click` or `open-on-hover-click`; opening on hover, the link (without title) to its own
 * page; opening on click, `button.wp-block-navigation-submenu__toggle` in its place.
 */
export function navigationSubmenuMarkup(
  blockType: BlockType,
  attributes: BlockAttributes,
  options: { hasItems: boolean; openOnClick: boolean },
): SubmenuMarkup {
  const newTab = attributes.opensInNewTab === true;
  const link: ItemLinkProps = options.openOnClick
    ? {}
    : {
        href: text(attributes.url),
        target: newTab ? '_blank' : undefined,
        rel: text(attributes.rel),
      };
  const markup = itemMarkup(
    blockType,
    attributes,
    [
      options.hasItems ? 'has-child' : undefined,
      options.openOnClick ? 'open-on-click' : 'open-on-hover-click',
    ],
    link,
  );
  return options.openOnClick
    ? {
        ...markup,
        toggle: 'button',
        toggleClassName: 'wp-block-navigation-item__content wp-block-navigation-submenu__toggle',
      }
    : { ...markup, toggle: 'link', toggleClassName: 'wp-block-navigation-item__content' };
}
