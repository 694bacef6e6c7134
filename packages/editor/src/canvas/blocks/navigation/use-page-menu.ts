import { type BlockNode, createBlock, serialize } from '@atelier/blocks';
import { useCallback, useMemo } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecords } from '../../../data/entities/entity-hooks';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { menuPageFromRecord, pageMenuItems } from './page-menu-items';

/** Every published page, as the public page list reads them. */
const PAGES_QUERY = { per_page: -1, status: 'publish' };

/** The title of a menu made from the page list. */
const PAGE_MENU_TITLE = 'Navigation';

export type CreateMenuResult = { ok: true; id: number } | { ok: false; message: string };

/**
 * The page list as menu items: `ready` once the pages are read; `items(parent)` gives the blocks
 * (links, submenus for pages with children); `createMenu()` stores them as a new published
 * `wp_navigation` record and gives its id.
 */
export function usePageMenu() {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const { records, error } = useEntityRecords('postType', 'page', PAGES_QUERY);
  const pages = useMemo(
    () =>
      (records ?? []).flatMap((record) => {
        const page = menuPageFromRecord(record);
        return page === null ? [] : [page];
      }),
    [records],
  );
  const items = useCallback(
    (parent = 0): BlockNode[] =>
      pageMenuItems(pages, parent).map((spec) =>
        createBlock(store.registry, spec.name, spec.attributes, spec.innerBlocks ?? []),
      ),
    [pages, store.registry],
  );
  const createMenu = useCallback(async (): Promise<CreateMenuResult> => {
    const result = await entityStore.create('postType', 'wp_navigation', {
      title: PAGE_MENU_TITLE,
      status: 'publish',
      content: items()
        .map((item) => serialize([item]))
        .join('\n\n'),
    });
    return result.ok
      ? { ok: true, id: Number(result.ref.id) }
      : { ok: false, message: result.error.message };
  }, [entityStore, items]);
  return { ready: records !== null, error, pages, items, createMenu };
}
