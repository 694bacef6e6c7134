import { blockNamesIn } from '../../canvas/block-types/block-names';
import { editorBlockTypes } from '../../canvas/block-types/editor-block-types';
import type { EntityStore } from '../../data/entities/entity-store';
import { getEditedBlocks, getRecords } from '../../data/entities/selectors';
import {
  menuRef,
  NAVIGATION_POST_TYPE,
  toNavigationMenu,
} from '../../domain/navigation/navigation-menu';
import { NAVIGATION_MENUS_QUERY } from '../../domain/navigation/navigation-menus-query';

/** A menu's usual item: its chunk holds the types nearly every menu is made of. */
const MENU_ITEM = 'core/navigation-link';

/**
 * What the Navigation screen (/navigation) reads on arrival: the menus, then — when there is
 * exactly one, which the screen shows in place — that menu's record and the block types it names,
 * which its tree waits for. Started before the screen's first render (`readScreenAt`), so the
 * second read follows the first at once instead of after a render; the menu items' types (the
 * everyday chunk) are asked for with the first read, beside it. Never rejects: a failed read is
 * kept in the store, where the screen shows it.
 */
export async function readNavigation(store: EntityStore): Promise<void> {
  const types = editorBlockTypes();
  types.whenRegistered([MENU_ITEM]).catch(() => undefined);
  await store.resolveRecords('postType', NAVIGATION_POST_TYPE, NAVIGATION_MENUS_QUERY);
  const menus = getRecords(
    store.getState(),
    'postType',
    NAVIGATION_POST_TYPE,
    NAVIGATION_MENUS_QUERY,
  );
  const [only, ...others] = menus ?? [];
  if (only === undefined || others.length > 0) return;
  const ref = menuRef(toNavigationMenu(only).id);
  await store.resolveRecord(ref);
  const names = blockNamesIn(getEditedBlocks(store.getState(), ref));
  await types.whenRegistered([...names]).catch(() => undefined);
}
