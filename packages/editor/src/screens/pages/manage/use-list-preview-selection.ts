import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRouter } from '../../../app/Router';
import {
  previewedPageId,
  withListSelection,
  withoutPreviewedPage,
  withoutRemovedPages,
} from './list-preview-location';

export interface ListPreviewSelection {
  /** The previewed page's id, when the list layout shows one. */
  pageId: string | undefined;
  /** The list's selection: the previewed page, or nothing. */
  selection: string[];
  /** Selects rows: one row becomes the location's page (replacing the history entry). */
  select: (ids: string[]) => void;
  /** Pages left the list (trashed, restored, deleted): a previewed one among them is dropped. */
  forget: (removedIds: readonly string[]) => void;
}

/**
 * The list layout's selection, kept in the location (`postType=page&postId`). Moving through rows
 * replaces the history entry; leaving the list layout for the table or grid drops the page.
 */
export function useListPreviewSelection(isList: boolean): ListPreviewSelection {
  const { location, navigate } = useRouter();
  const pageId = isList ? previewedPageId(location) : undefined;
  const selection = useMemo(() => (pageId === undefined ? [] : [pageId]), [pageId]);
  const select = useCallback(
    (ids: string[]) => navigate(withListSelection(location, ids), { replace: true }),
    [location, navigate],
  );

  // Read when an action ends, after the location may have moved on.
  const current = useRef(location);
  current.current = location;
  const forget = useCallback(
    (removedIds: readonly string[]) =>
      navigate(withoutRemovedPages(current.current, removedIds), { replace: true }),
    [navigate],
  );

  const wasList = useRef(isList);
  useEffect(() => {
    const leftList = wasList.current && !isList;
    wasList.current = isList;
    if (leftList && previewedPageId(location) !== undefined) {
      navigate(withoutPreviewedPage(location), { replace: true });
    }
  }, [isList, location, navigate]);

  return { pageId, selection, select, forget };
}
