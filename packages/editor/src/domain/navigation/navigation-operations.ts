import { type ApiClient, ApiError } from '../../data/api-client';
import { type EntityStore, UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import { getEditedProp } from '../../data/entities/selectors';
import {
  menuRef,
  NAVIGATION_POST_TYPE,
  type NavigationMenu,
  toNavigationMenu,
} from './navigation-menu';
import { NAVIGATION_FALLBACK_PATH } from './navigation-menus-query';
import { duplicateMenuRecord } from './navigation-naming';

/**
 * The writes of the menu actions (spec 2 §7), through the entity store. Each throws the server's
 * error when it fails; the store reads the menu lists again after every write.
 */

/**
 * Rename = a title edit, then a save (spec 2 §7). When the save fails the title goes back to what
 * it was (spec 2 §4) and the error is thrown. The save sends the menu's other unsaved edits too.
 */
export async function renameMenu(store: EntityStore, id: number, title: string): Promise<void> {
  const ref = menuRef(id);
  await store.resolveRecord(ref);
  const before = getEditedProp(store.getState(), ref, 'title');
  store.edit(ref, { title });
  const result = await store.save(ref);
  if (result.ok) return;
  if (typeof before === 'string') store.edit(ref, { title: before });
  throw result.error;
}

/** Duplicate (spec 2 §7 `POST {title, content, status publish}`); the id of the copy. */
export async function duplicateMenu(store: EntityStore, menu: NavigationMenu): Promise<number> {
  const result = await store.create('postType', NAVIGATION_POST_TYPE, duplicateMenuRecord(menu));
  if (!result.ok) throw result.error;
  const { id } = toNavigationMenu(result.record);
  if (id === 0) throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
  return id;
}

/** Delete for good (spec 2 §7 `DELETE` with force). */
export async function deleteMenu(store: EntityStore, id: number): Promise<void> {
  const result = await store.remove(menuRef(id), { force: true });
  if (!result.ok) throw result.error;
}

/** The fallback request of each entity store (the editor's session), made once. */
const fallbackRequests = new WeakMap<EntityStore, Promise<void>>();

/**
 * Asks the server for the fallback menu (`GET /wp-block-editor/v1/navigation-fallback`, which
 * creates one from the pages when the site has none), once per entity store as WordPress's
 * core-data resolves it once; then the menu lists are read again. A failed request is not
 * repeated: the list then says there is no menu.
 */
export function requestNavigationFallback(client: ApiClient, store: EntityStore): Promise<void> {
  const known = fallbackRequests.get(store);
  if (known !== undefined) return known;
  const request = client.get<unknown>(NAVIGATION_FALLBACK_PATH).then(
    () => store.invalidate('postType', NAVIGATION_POST_TYPE),
    () => undefined,
  );
  fallbackRequests.set(store, request);
  return request;
}
