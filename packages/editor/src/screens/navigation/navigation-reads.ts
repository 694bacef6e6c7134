import type { EntityStore } from '../../data/entities/entity-store';
import { getRecords } from '../../data/entities/selectors';
import {
  menuRef,
  NAVIGATION_POST_TYPE,
  toNavigationMenu,
} from '../../domain/navigation/navigation-menu';
import { NAVIGATION_MENUS_QUERY } from '../../domain/navigation/navigation-menus-query';

/**
 * What the Navigation screen (/navigation) reads on arrival: the menus, then — when there is
 * exactly one, which the screen shows in place — that menu's record, the one its tree waits for.
 * Started before the screen's first render (`readScreenAt`), so the second read follows the first
 * at once instead of after a render. Never rejects: a failed read is kept in the store, where the
 * screen shows it.
 */
export async function readNavigation(store: EntityStore): Promise<void> {
  await store.resolveRecords('postType', NAVIGATION_POST_TYPE, NAVIGATION_MENUS_QUERY);
  const menus = getRecords(
    store.getState(),
    'postType',
    NAVIGATION_POST_TYPE,
    NAVIGATION_MENUS_QUERY,
  );
  const [only, ...others] = menus ?? [];
  if (only === undefined || others.length > 0) return;
  await store.resolveRecord(menuRef(toNavigationMenu(only).id));
}
