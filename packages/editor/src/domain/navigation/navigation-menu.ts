import type { LocationTarget } from '../../app/location';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';

/** The post type of navigation menus (spec 2 §3). */
export const NAVIGATION_POST_TYPE = 'wp_navigation';

/** The Navigation area's list of menus (spec 2 §2). */
export const NAVIGATION_LIST: LocationTarget = Object.freeze({ path: '/navigation' });

/** A navigation menu as the Navigation area shows and acts on it (spec 2 §3). */
export interface NavigationMenu {
  id: number;
  /** The title as typed ('' for an untitled menu). */
  title: string;
  status: string;
  slug: string;
  /** The menu's blocks as saved (block grammar). */
  content: string;
}

/** A field that is text, or a `{ raw, rendered }` pair (raw first): its text, else ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const raw: unknown = Reflect.get(value, 'raw');
  if (typeof raw === 'string') return raw;
  const rendered: unknown = Reflect.get(value, 'rendered');
  return typeof rendered === 'string' ? rendered : '';
}

function idOf(value: unknown): number {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : 0;
}

/** A `wp_navigation` record (as read, or as edited) as a `NavigationMenu`. */
export function toNavigationMenu(record: EntityRecord): NavigationMenu {
  return {
    id: idOf(record.id),
    title: textOf(record.title),
    status: textOf(record.status),
    slug: textOf(record.slug),
    content: textOf(record.content),
  };
}

/** How a status other than published reads beside a menu's title. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft',
  pending: 'Pending',
  private: 'Private',
  future: 'Scheduled',
  trash: 'Trash',
};

/**
 * A menu's name as the Navigation area shows it (spec 2 §2, WordPress's `buildNavigationLabel`):
 * its title, with its status in parentheses unless published ('Main (Draft)'); an untitled menu
 * is '(no title {number})'. WordPress numbers an untitled menu by its place in the list (from 1)
 * on the list, and by its id on the menu's own screen; callers pass that number.
 */
export function menuDisplayTitle(menu: NavigationMenu, number: number): string {
  const title = menu.title.trim();
  if (title === '') return `(no title ${number})`;
  if (menu.status === 'publish' || menu.status === '') return title;
  return `${title} (${STATUS_LABELS[menu.status] ?? menu.status})`;
}

/** The store's record of a menu. */
export function menuRef(id: number | string): RecordRef {
  return { kind: 'postType', name: NAVIGATION_POST_TYPE, id: String(id) };
}

/** A menu's own screen: /navigation/wp_navigation/{id} (spec 2 §2). */
export function menuLocation(id: number | string): LocationTarget {
  return { path: `/navigation/${NAVIGATION_POST_TYPE}/${id}` };
}
