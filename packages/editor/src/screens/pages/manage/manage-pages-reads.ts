import { customViewsQuery, PAGE_AUTHORS, viewTypeTermQuery } from '@atelier/blocks/rest';
import type { EditorLocation } from '../../../app/location';
import type { EntityStore } from '../../../data/entities/entity-store';
import { getRecords } from '../../../data/entities/selectors';
import { activeCustomViewId } from '../../../domain/custom-views/active-custom-view';
import { CUSTOM_VIEW_POST_TYPE } from '../../../domain/custom-views/custom-views-query';
import {
  findViewTypeTermId,
  VIEW_TYPE_TAXONOMY,
} from '../../../domain/custom-views/view-type-term';
import { pagesQuery } from './pages-query';
import { builtInPageView, readPagesView } from './pages-view';

/** The list whose custom views the Manage pages sidebar shows. */
const VIEW_TYPE = 'page';

/** The view type's term, then the person's custom views of the list (as useCustomViews reads them). */
async function readCustomViews(store: EntityStore, currentUserId: number): Promise<void> {
  const termQuery = viewTypeTermQuery(VIEW_TYPE);
  await store.resolveRecords('taxonomy', VIEW_TYPE_TAXONOMY, termQuery);
  const terms = getRecords(store.getState(), 'taxonomy', VIEW_TYPE_TAXONOMY, termQuery);
  const termId = findViewTypeTermId(terms, VIEW_TYPE);
  if (termId === null) return;
  await store.resolveRecords(
    'postType',
    CUSTOM_VIEW_POST_TYPE,
    customViewsQuery(termId, currentUserId),
  );
}

/**
 * What Manage pages (/pages) reads on arrival, with the same queries its hooks use: the page of
 * rows its view shows (a custom view's rows wait for its record), the authors, the custom views.
 * Started before the screen's first render, so it draws rows at once. Never rejects: a failed
 * read is kept in the store, where the screen shows it.
 */
export async function readManagePages(
  store: EntityStore,
  location: EditorLocation,
  currentUserId: number,
): Promise<void> {
  const reads = [
    store.resolveRecords('root', 'user', PAGE_AUTHORS),
    readCustomViews(store, currentUserId),
  ];
  if (activeCustomViewId(location) === null) {
    const { view } = readPagesView(location.view, location.layout);
    const query = pagesQuery(view, builtInPageView(location.activeView));
    if (query !== null) reads.push(store.resolveRecords('postType', 'page', query));
  }
  await Promise.all(reads);
}
