import { useMemo } from 'react';
import { useEntityRecords } from '../../../data/entities/entity-hooks';
import { useSettledValue } from '../use-settled-value';
import { type LinkSuggestion, mergeSuggestions } from './link-suggestions';

/** Spec 1 §5 and §9: the search is debounced; 10 suggestions, or 20 when searching. */
const DEBOUNCE_MS = 300;

function queryFor(search: string): Readonly<Record<string, string | number>> {
  return search === ''
    ? { per_page: 10, status: 'publish', orderby: 'title', order: 'asc' }
    : { search, per_page: 20, status: 'publish' };
}

/**
 * The site's published pages and posts matching the typed words (the `search` parameter of
 * /wp/v2/pages and /wp/v2/posts; this server has no /wp/v2/search), read through the entity
 * store. Without words: the first pages and posts by title. Nothing is read while `enabled` is
 * false (a closed popover).
 */
export function useLinkSuggestions(
  input: string,
  enabled = true,
): {
  suggestions: LinkSuggestion[];
  isLoading: boolean;
} {
  const search = useSettledValue(input.trim(), DEBOUNCE_MS);
  const query = queryFor(search);
  const pages = useEntityRecords('postType', 'page', query, { enabled });
  const posts = useEntityRecords('postType', 'post', query, { enabled });
  const suggestions = useMemo(
    () => mergeSuggestions(pages.records ?? [], posts.records ?? []),
    [pages.records, posts.records],
  );
  return {
    suggestions,
    isLoading: search !== input.trim() || pages.isResolving || posts.isResolving,
  };
}
