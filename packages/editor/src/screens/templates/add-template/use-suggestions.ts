import { useEffect, useState } from 'react';
import { useApiClient } from '../../../data/ApiClientContext';
import {
  availableSuggestions,
  type SpecificTemplateKind,
  type Suggestion,
  slugsWithTemplates,
  suggestionQuery,
  toSuggestion,
} from '../specific-templates';

const SEARCH_DEBOUNCE_MS = 300;

function withQuery(path: string, query: Readonly<Record<string, string | number | boolean>>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  return `${path}?${params}`;
}

function idsOf(records: unknown): number[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown) => {
    if (typeof record !== 'object' || record === null) return [];
    const id: unknown = Reflect.get(record, 'id');
    return typeof id === 'number' ? [id] : [];
  });
}

export interface SuggestionsState {
  suggestions: Suggestion[] | null;
  error: unknown;
}

/**
 * The items of one kind that could get their own template (spec 1 §7): the ids of items that
 * already have one are read first (by slug) and excluded; then 10 suggestions, or 20 matching
 * the (debounced) search.
 */
export function useSuggestions(
  kind: SpecificTemplateKind,
  search: string,
  templateSlugs: readonly string[],
): SuggestionsState {
  const client = useApiClient();
  const [term, setTerm] = useState(search);
  const [state, setState] = useState<SuggestionsState>({ suggestions: null, error: null });
  const [excluded, setExcluded] = useState<number[] | null>(null);
  const takenSlugs = slugsWithTemplates(kind, templateSlugs).join(',');

  useEffect(() => {
    const timer = setTimeout(() => setTerm(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let live = true;
    if (takenSlugs === '') {
      setExcluded([]);
      return;
    }
    const path = withQuery(kind.restPath, {
      slug: takenSlugs,
      _fields: 'id',
      context: 'view',
      per_page: 100,
    });
    client.get<unknown>(path).then(
      (records) => live && setExcluded(idsOf(records)),
      () => live && setExcluded([]),
    );
    return () => {
      live = false;
    };
  }, [client, kind, takenSlugs]);

  useEffect(() => {
    if (excluded === null) return;
    let live = true;
    const path = withQuery(kind.restPath, suggestionQuery(kind, term, excluded));
    client.get<unknown>(path).then(
      (records) => {
        if (!live) return;
        const list = Array.isArray(records) ? records : [];
        const suggestions = list.flatMap((record: unknown) => {
          const suggestion = toSuggestion(record, kind);
          return suggestion === null ? [] : [suggestion];
        });
        setState({
          suggestions: availableSuggestions(suggestions, kind, templateSlugs),
          error: null,
        });
      },
      (error: unknown) => live && setState({ suggestions: [], error }),
    );
    return () => {
      live = false;
    };
  }, [client, kind, term, excluded, templateSlugs]);

  return state;
}
