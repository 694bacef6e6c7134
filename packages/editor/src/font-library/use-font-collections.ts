import type { RestFontCollection, RestFontCollectionSummary } from '@atelier/blocks/rest';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../data/ApiClientContext';
import { fetchFontCollection, fetchFontCollections } from './font-api';

/** A collection tab's content: loading, loaded, or the message of its failure. */
export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: RestFontCollection }
  | { status: 'error'; message: string };

export interface FontCollections {
  /** The collections offered (empty while unread, or without the right to install). */
  list: RestFontCollectionSummary[];
  /** A collection's state; undefined before its tab is first opened. */
  stateOf(slug: string): CollectionState | undefined;
  /** Reads a collection the first time its tab opens (spec 3 §9: each fetched once). */
  load(slug: string): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The font collections of the modal (spec 3 §7, §9): the list is read once when the modal opens
 * (only for those who may install fonts), each collection once when its tab is first shown.
 */
export function useFontCollections(enabled: boolean): FontCollections {
  const client = useApiClient();
  const [list, setList] = useState<RestFontCollectionSummary[]>([]);
  const [states, setStates] = useState<Record<string, CollectionState>>({});

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchFontCollections(client).then(
      (collections) => {
        if (live) setList(collections);
      },
      () => {
        if (live) setList([]);
      },
    );
    return () => {
      live = false;
    };
  }, [client, enabled]);

  const requested = useRef(new Set<string>());
  const load = useCallback(
    (slug: string) => {
      if (requested.current.has(slug)) return;
      requested.current.add(slug);
      setStates((now) => ({ ...now, [slug]: { status: 'loading' } }));
      fetchFontCollection(client, slug).then(
        (collection) => setStates((now) => ({ ...now, [slug]: { status: 'ready', collection } })),
        (error: unknown) =>
          setStates((now) => ({ ...now, [slug]: { status: 'error', message: messageOf(error) } })),
      );
    },
    [client],
  );

  const stateOf = useCallback((slug: string) => states[slug], [states]);
  return { list, stateOf, load };
}
