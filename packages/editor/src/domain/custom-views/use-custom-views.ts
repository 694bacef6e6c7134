import type { View } from '@atelier/dataviews';
import { useCallback, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import {
  createCustomView,
  deleteCustomView,
  type OperationResult,
  renameCustomView,
} from './custom-view-operations';
import {
  CUSTOM_VIEW_POST_TYPE,
  type CustomViewItem,
  customViewsQuery,
  toCustomViewItem,
} from './custom-views-query';
import { findViewTypeTermId, VIEW_TYPE_TAXONOMY, viewTypeTermQuery } from './view-type-term';

export interface CustomViews {
  /** The current person's views of the list, oldest first. */
  views: readonly CustomViewItem[];
  isLoading: boolean;
  create(title: string, defaultView: View): Promise<OperationResult<number>>;
  rename(id: number, title: string): Promise<OperationResult<null>>;
  remove(id: number): Promise<OperationResult<null>>;
}

const NO_VIEWS: readonly CustomViewItem[] = [];

/**
 * The current person's custom views of a list (`page`, …) and the operations on them. The type's
 * term is looked up first; a list without a term has no views yet (the first Create adds it).
 */
export function useCustomViews(viewType: string): CustomViews {
  const store = useEntityStore();
  const { currentUser } = useBootstrap();
  const terms = useEntityRecords('taxonomy', VIEW_TYPE_TAXONOMY, viewTypeTermQuery(viewType));
  const termId = findViewTypeTermId(terms.records, viewType);
  const list = useEntityRecords(
    'postType',
    CUSTOM_VIEW_POST_TYPE,
    customViewsQuery(termId ?? 0, currentUser.id),
    { enabled: termId !== null },
  );
  const records = termId === null ? null : list.records;
  const views = useMemo(
    () => (records === null ? NO_VIEWS : records.map(toCustomViewItem)),
    [records],
  );
  const create = useCallback(
    (title: string, defaultView: View) => createCustomView(store, viewType, title, defaultView),
    [store, viewType],
  );
  const rename = useCallback(
    (id: number, title: string) => renameCustomView(store, id, title),
    [store],
  );
  const remove = useCallback((id: number) => deleteCustomView(store, id), [store]);
  const isLoading =
    (terms.records === null && !terms.hasResolved) ||
    (termId !== null && list.records === null && !list.hasResolved);
  return { views, isLoading, create, rename, remove };
}
