import { useMemo } from 'react';
import {
  type LinkSuggestion,
  suggestionFromRecord,
} from '../../../canvas/blocks/navigation/link-suggestions';
import { useSettledValue } from '../../../canvas/blocks/use-settled-value';
import { useEntityRecords } from '../../../data/entities/entity-hooks';

/** As the link search of the canvas: the words settle for 300 ms, 20 results. */
const DEBOUNCE_MS = 300;

function queryFor(search: string): Readonly<Record<string, string | number>> {
  return search === ''
    ? { per_page: 20, status: 'publish', orderby: 'title', order: 'asc' }
    : { search, per_page: 20, status: 'publish' };
}

/**
 * The site's published pages matching the typed words (all of them by title while nothing is
 * typed), as link suggestions, read through the entity store.
 */
export function usePageSearch(input: string): { pages: LinkSuggestion[]; isLoading: boolean } {
  const search = useSettledValue(input.trim(), DEBOUNCE_MS);
  const { records, isResolving } = useEntityRecords('postType', 'page', queryFor(search));
  const pages = useMemo(
    () =>
      (records ?? [])
        .map((record) => suggestionFromRecord(record, 'page'))
        .filter((page): page is LinkSuggestion => page !== null),
    [records],
  );
  return { pages, isLoading: search !== input.trim() || isResolving };
}
