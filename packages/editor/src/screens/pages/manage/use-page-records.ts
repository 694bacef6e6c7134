import { PAGE_AUTHORS, type RestQuery } from '@atelier/blocks/rest';
import type { FieldElement, PaginationInfo } from '@atelier/dataviews';
import { useMemo, useRef } from 'react';
import { useEntityRecords } from '../../../data/entities/entity-hooks';
import { type PageItem, toPageItem } from '../../../domain/pages/page-item';

export interface PageRecords {
  items: PageItem[];
  paginationInfo: PaginationInfo;
  /** True until the first answer; later reads keep the rows shown until their answer comes. */
  isLoading: boolean;
  error: Error | null;
}

const NONE: PaginationInfo = Object.freeze({ totalItems: 0, totalPages: 0 });
const NO_QUERY: RestQuery = Object.freeze({});

/**
 * One page of the pages list, read through the entity store for a REST query (null: nothing
 * can match). Totals come from X-WP-Total and X-WP-TotalPages.
 */
export function usePageRecords(query: RestQuery | null): PageRecords {
  const { records, totalItems, totalPages, isResolving, error } = useEntityRecords(
    'postType',
    'page',
    query ?? NO_QUERY,
    { enabled: query !== null },
  );
  const answered = useMemo((): Omit<PageRecords, 'isLoading' | 'error'> | null => {
    if (query === null) return { items: [], paginationInfo: NONE };
    if (records === null || records === undefined) return null;
    return {
      items: records.map(toPageItem),
      paginationInfo: { totalItems: totalItems ?? records.length, totalPages: totalPages ?? 1 },
    };
  }, [query, records, totalItems, totalPages]);
  const last = useRef(answered);
  if (answered !== null) last.current = answered;
  const shown = answered ?? last.current;
  return {
    items: shown?.items ?? [],
    paginationInfo: shown?.paginationInfo ?? NONE,
    isLoading: shown === null && isResolving && error === null,
    error,
  };
}

/** Spec 2 §7 'Users': the author filter's options. */
export function useAuthorElements(): FieldElement[] {
  const { records } = useEntityRecords('root', 'user', PAGE_AUTHORS);
  return useMemo(
    () =>
      (records ?? []).flatMap((record) =>
        typeof record.id === 'number' && typeof record.name === 'string'
          ? [{ value: record.id, label: record.name }]
          : [],
      ),
    [records],
  );
}
