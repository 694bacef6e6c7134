import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { EntityRecord } from '../../data/entities/store-state';
import { errorMessage } from '../../data/error-message';
import { menuDisplayTitle, type NavigationMenu, toNavigationMenu } from './navigation-menu';

/** Where the request for the fallback menu stands on this screen. */
export type FallbackState = 'idle' | 'pending' | 'done';

/** The menu list as read through the store, and the fallback request. */
export interface NavigationMenusRead {
  /** The list as last read (kept while it is read again), null until read. */
  records: readonly EntityRecord[] | null;
  isResolving: boolean;
  error: Error | null;
  fallback: FallbackState;
}

/** A menu of the list with the name the list shows. */
export interface ListedMenu {
  menu: NavigationMenu;
  label: string;
}

/** What the Navigation screen shows (spec 2 §2 'Navigation screens'). */
export type NavigationMenusView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'none' }
  | { kind: 'one'; menu: NavigationMenu }
  | { kind: 'several'; menus: ListedMenu[] };

/** The list was read and holds no menu, and nobody has asked for the fallback yet. */
export function needsFallback(read: Pick<NavigationMenusRead, 'records' | 'fallback'>): boolean {
  return read.records !== null && read.records.length === 0 && read.fallback === 'idle';
}

/**
 * Spec 2 §2: 'Loading…' until the list is read; none → 'Loading…' while the fallback menu is
 * asked for and the list read again, then 'No Navigation Menus found.'; one menu → that menu;
 * several → the list as the server ordered it (newest first), each named as
 * `menuDisplayTitle` says with its place in the list for an untitled one.
 */
export function navigationMenusView(read: NavigationMenusRead): NavigationMenusView {
  const { records } = read;
  if (records === null) {
    return read.error === null
      ? { kind: 'loading' }
      : { kind: 'error', message: errorMessage(read.error, UNEXPECTED_ERROR) };
  }
  const [first, ...others] = records;
  if (first === undefined) {
    return read.fallback === 'done' && !read.isResolving ? { kind: 'none' } : { kind: 'loading' };
  }
  if (others.length === 0) return { kind: 'one', menu: toNavigationMenu(first) };
  return {
    kind: 'several',
    menus: records.map((record, index) => {
      const menu = toNavigationMenu(record);
      return { menu, label: menuDisplayTitle(menu, index + 1) };
    }),
  };
}
