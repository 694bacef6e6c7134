import { escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { PageSummary } from '../../render/render-context';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { numberValue } from '../attribute-values';
import {
  isInNavigation,
  type SubmenuOptions,
  submenuIconToggle,
  submenuLabelToggle,
  submenuOpenClass,
  submenuOptions,
} from '../navigation-submenu/submenu-toggle';

/** How the list is drawn: inside a navigation block (with its submenu options) or on its own. */
interface PageListSettings {
  currentId: number | undefined;
  menu: SubmenuOptions | undefined;
}

function pageItem(page: PageSummary, children: string, settings: PageListSettings): string {
  const { menu } = settings;
  const current = page.id === settings.currentId;
  const title = escapeHtml(page.title);
  const hasChild = children !== '';
  const link = tag(
    'a',
    {
      class: classNames(
        'wp-block-pages-list__item__link',
        menu === undefined ? undefined : 'wp-block-navigation-item__content',
      ),
      href: page.link,
      'aria-current': current ? 'page' : undefined,
    },
    title,
  );
  let label = link;
  if (menu !== undefined && hasChild) {
    if (menu.openOnClick) label = submenuLabelToggle(title, title);
    else if (menu.showIcon) label = link + submenuIconToggle(title);
  }
  return tag(
    'li',
    {
      class: classNames(
        'wp-block-pages-list__item',
        hasChild ? 'has-child' : undefined,
        menu === undefined ? undefined : 'wp-block-navigation-item',
        menu === undefined ? undefined : submenuOpenClass(menu),
        current ? 'current-menu-item' : undefined,
      ),
    },
    `${label}${hasChild ? tag('ul', { class: 'wp-block-navigation__submenu-container' }, children) : ''}`,
  );
}

function pageItems(
  pages: readonly PageSummary[],
  parent: number,
  settings: PageListSettings,
): string {
  return pages
    .filter((page) => page.parent === parent)
    .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title))
    .map((page) => pageItem(page, pageItems(pages, page.id, settings), settings))
    .join('');
}

/**
 * `core/page-list`: the site's published pages as a nested list. Inside a navigation block its
 * items are menu items (`wp-block-navigation-item`, `…__content` links) and a page with child
 * pages opens them as the menu's submenus do (a chevron button, or the title as the button).
 */
export const pageList: BlockType = {
  name: 'core/page-list',
  title: 'Page List',
  category: 'widgets',
  icon: 'list-view',
  description: 'Display a list of all pages.',
  keywords: ['menu', 'navigation'],
  attributes: {
    parentPageID: { type: 'integer', default: 0 },
    isNested: { type: 'boolean', default: false },
  },
  supports: {
    reusable: false,
    html: false,
    typography: { fontSize: true, lineHeight: true },
    color: { text: true, background: true, link: true, gradients: true },
    spacing: { padding: true, margin: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const pages = await context.lookups.pages();
    const items = pageItems(pages, numberValue(attributes, 'parentPageID', 0), {
      currentId: context.post?.id,
      menu: isInNavigation(context) ? submenuOptions(context) : undefined,
    });
    if (items === '') return '';
    return tag('ul', wrapperAttributes(blockType, attributes), items);
  },
};
