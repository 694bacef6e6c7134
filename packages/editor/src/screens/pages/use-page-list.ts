import { PAGES_SIDEBAR_LIST } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import type { Query } from '../../data/entities/store-state';
import { type PageItem, toPageItem } from '../../domain/pages/page-item';
import { useFrontPageSettings } from '../../domain/pages/use-page-action-deps';
import { type PageNode, pageTree, readingPages } from './page-tree';

/**
 * Spec 2 §7: the Pages screen's list, 100 pages by `menu_order` ascending, every status but
 * the trash (the query the server's preload answers). More than 100 pages are not read here:
 * the screen says how many it leaves out.
 */
export const PAGE_LIST_QUERY: Query = PAGES_SIDEBAR_LIST;

function whole(value: unknown): number {
  const number = Number(value);
  return Number.isInteger(number) ? number : 0;
}

export interface PageList {
  tree: PageNode<PageItem>[];
  /** Pages the server has beyond those listed (0 when every page is shown). */
  notListed: number;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The Pages screen's tree: the first 100 pages by menu order, with the front and posts pages
 * read on their own when they are not among them (they always come first).
 */
export function usePageList(): PageList {
  const settings = useFrontPageSettings();
  const reading = useMemo(() => readingPages(settings), [settings]);
  const { records, totalItems, isResolving, error } = useEntityRecords(
    'postType',
    'page',
    PAGE_LIST_QUERY,
  );
  const missing = [reading.frontPage, reading.postsPage].filter(
    (id) => id !== 0 && records !== null && !records.some((record) => whole(record.id) === id),
  );
  const { records: extra } = useEntityRecords(
    'postType',
    'page',
    { ...PAGE_LIST_QUERY, include: missing.join(',') },
    { enabled: missing.length > 0 },
  );
  const added = missing.length > 0 ? (extra ?? null) : null;
  const tree = useMemo(() => {
    const listed = (records ?? []).map(toPageItem);
    return pageTree([...(added ?? []).map(toPageItem), ...listed], reading);
  }, [records, added, reading]);
  const shown = (records?.length ?? 0) + (added?.length ?? 0);
  return {
    tree,
    notListed: totalItems === null ? 0 : Math.max(0, totalItems - shown),
    isLoading: records === null && isResolving,
    error: records === null ? error : null,
  };
}
