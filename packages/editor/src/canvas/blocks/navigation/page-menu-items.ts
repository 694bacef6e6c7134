import { type BlockSpec, escapeHtml } from '@atelier/blocks';
import { fieldText } from '../../preview/preview-data';

/** A published page as a menu item needs it (the title as plain text). */
export interface MenuPage {
  id: number;
  title: string;
  link: string;
  parent: number;
  menuOrder: number;
}

/** A REST page record (`context=edit`) as a menu page; null when it is not one. */
export function menuPageFromRecord(record: Readonly<Record<string, unknown>>): MenuPage | null {
  if (typeof record.id !== 'number' || typeof record.link !== 'string') return null;
  return {
    id: record.id,
    title: fieldText(record.title, 'raw'),
    link: record.link,
    parent: typeof record.parent === 'number' ? record.parent : 0,
    menuOrder: typeof record.menu_order === 'number' ? record.menu_order : 0,
  };
}

/** The attributes of a link to a page (the label is rich text, so the title is escaped). */
function pageLinkAttributes(page: MenuPage): Record<string, unknown> {
  return {
    label: escapeHtml(page.title),
    type: 'page',
    id: page.id,
    url: page.link,
    kind: 'post-type',
  };
}

/**
 * The menu items that show what a page list shows: the pages under `parent` in the page list's
 * order (menu order, then title), one `core/navigation-link` each; a page with child pages becomes
 * a `core/navigation-submenu` holding their items, as the page list nests them.
 */
export function pageMenuItems(
  pages: readonly MenuPage[],
  parent = 0,
  above: ReadonlySet<number> = new Set(),
): BlockSpec[] {
  return pages
    .filter((page) => page.parent === parent && !above.has(page.id))
    .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title))
    .map((page): BlockSpec => {
      const children = pageMenuItems(pages, page.id, new Set([...above, page.id]));
      const attributes = pageLinkAttributes(page);
      return children.length === 0
        ? { name: 'core/navigation-link', attributes }
        : { name: 'core/navigation-submenu', attributes, innerBlocks: children };
    });
}
