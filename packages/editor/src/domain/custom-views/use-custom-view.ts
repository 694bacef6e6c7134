import type { View } from '@atelier/dataviews';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { hasEdits } from '../../data/entities/dirty-records';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import { recordKey } from '../../data/entities/store-state';
import { errorMessage } from '../../data/error-message';
import { customViewRef } from './custom-view-operations';
import { CUSTOM_VIEW_POST_TYPE } from './custom-views-query';
import { isSearchTyping, readStoredView, serializeStoredView } from './stored-view';

/** How long search typing may pause before the view is saved (the list's own search debounce). */
export const CUSTOM_VIEW_SEARCH_SAVE_DELAY_MS = 500;

export type CustomViewStatus = 'loading' | 'ready' | 'broken' | 'missing';

export interface CustomViewState {
  /** `broken`: the stored content is not a view and `view` is the default view. */
  status: CustomViewStatus;
  title: string;
  /** The view to show: the stored one, or the default view while loading, broken or missing. */
  view: View;
  /** Stores a changed view as the record's JSON content and saves it (search typing: debounced). */
  save(view: View): void;
}

/**
 * Saves a record's edits one save at a time (a second save sent before the first answered would
 * carry an outdated If-Match): a request while saving runs once the save is done.
 */
function useSerialSave(id: number | null) {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const running = useRef(false);
  const again = useRef(false);
  const run = useCallback(async () => {
    if (id === null) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    const ref = customViewRef(id);
    do {
      again.current = false;
      if (!hasEdits(store.getState(), recordKey(ref))) break;
      const saved = await store.save(ref);
      if (!saved.ok) createNotice(errorMessage(saved.error, 'Saving failed.'), 'error');
    } while (again.current);
    running.current = false;
  }, [store, id, createNotice]);
  return run;
}

/**
 * One custom view by id (spec 2 §4): its title and view, and `save` to keep changes made in the
 * list. A view whose stored JSON is broken shows the default view (status `broken`).
 */
export function useCustomView(id: number | null, defaultView: View): CustomViewState {
  const store = useEntityStore();
  const { record, editedRecord, isResolving } = useEntityRecord(
    'postType',
    CUSTOM_VIEW_POST_TYPE,
    id,
  );
  const content = editedRecord?.content;
  const stored = useMemo(() => readStoredView(content, defaultView), [content, defaultView]);
  const saveNow = useSerialSave(id);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // A save that was waiting for typing to pause still runs when the list goes away.
      if (timer.current !== null) {
        clearTimeout(timer.current);
        timer.current = null;
        void saveNow();
      }
    },
    [saveNow],
  );

  const current = stored.view;
  const isRead = record !== undefined;
  const save = useCallback(
    (view: View) => {
      // Nothing to save into before the record is read (or once it is gone).
      if (id === null || !isRead) return;
      store.edit(customViewRef(id), { content: serializeStoredView(view) }, { undoIgnore: true });
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      if (isSearchTyping(current, view)) {
        timer.current = setTimeout(() => {
          timer.current = null;
          void saveNow();
        }, CUSTOM_VIEW_SEARCH_SAVE_DELAY_MS);
        return;
      }
      void saveNow();
    },
    [store, id, isRead, current, saveNow],
  );

  let status: CustomViewStatus;
  if (id === null) status = 'missing';
  else if (record === undefined) status = isResolving ? 'loading' : 'missing';
  else status = stored.status;
  const title = typeof editedRecord?.title === 'string' ? editedRecord.title : '';
  return { status, title, view: status === 'ready' ? stored.view : defaultView, save };
}
