import {
  ALL_FONT_CATEGORIES,
  COLLECTION_SEARCH_DEBOUNCE_MS,
  collectionFontPage,
  collectionPageSize,
  filterCollectionFonts,
  type RestFontCollection,
  SEARCH_ANNOUNCE_DEBOUNCE_MS,
} from '@atelier/blocks/rest';
import { useEffect, useId, useState } from 'react';
import { CollectionFontDetails } from './CollectionFontDetails';
import { ConsentScreen } from './ConsentScreen';
import { collectionNeedsConsent, hasConsent, setConsent } from './collection-consent';
import { FontCard } from './FontCard';
import type { FetchAsset } from './font-api';
import { type FontLibraryNotice, NO_FONTS_FOUND } from './font-notices';
import { readFontFamily } from './font-types';
import { useDebouncedValue } from './use-debounced-value';
import type { CollectionState } from './use-font-collections';
import type { FontLibrary } from './use-font-library';
import '../ui/button.css';

interface CollectionTabProps {
  state: CollectionState | undefined;
  library: FontLibrary;
  onNotice: (notice: FontLibraryNotice | null) => void;
  fetchAsset?: FetchAsset;
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

function CollectionBrowser({
  collection,
  library,
  onNotice,
  fetchAsset,
  onRevoke,
}: Omit<CollectionTabProps, 'state'> & {
  collection: RestFontCollection;
  onRevoke?: () => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_FONT_CATEGORIES);
  const [page, setPage] = useState(1);
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search, COLLECTION_SEARCH_DEBOUNCE_MS);
  const found = filterCollectionFonts(collection.font_families, {
    search: settledSearch,
    category,
  });
  const announced = useDebouncedValue(found.length, SEARCH_ANNOUNCE_DEBOUNCE_MS);
  const pageSize = collectionPageSize(window.innerHeight);
  const current = collectionFontPage(found, page, pageSize);
  const open = collection.font_families.find((item) => item.font_family_settings.slug === openSlug);
  if (open !== undefined) {
    return (
      <CollectionFontDetails
        item={open}
        library={library}
        onBack={() => setOpenSlug(null)}
        onNotice={onNotice}
        fetchAsset={fetchAsset}
      />
    );
  }
  return (
    <div className="atelier-font-collection">
      <div className="atelier-font-collection__header">
        <div>
          <h3 className="atelier-font-collection__title">{collection.name}</h3>
          {collection.description !== '' && <p>{collection.description}</p>}
        </div>
        {onRevoke !== undefined && (
          <button type="button" className="atelier-button is-tertiary" onClick={onRevoke}>
            Revoke access
          </button>
        )}
      </div>
      <div className="atelier-font-collection__filters">
        <label htmlFor={`${id}-search`}>Search fonts</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          placeholder="Font name…"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setPage(1);
          }}
        >
          <option value={ALL_FONT_CATEGORIES}>All</option>
          {collection.categories.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <p className="atelier-visually-hidden" role="status">
        {announced === 1 ? '1 font found.' : `${announced} fonts found.`}
      </p>
      {current.fonts.length === 0 ? (
        <p className="atelier-font-library__empty">{NO_FONTS_FOUND}</p>
      ) : (
        <ul className="atelier-font-library__cards" aria-label="Fonts">
          {current.fonts.flatMap((item) => {
            const family = readFontFamily(item.font_family_settings);
            if (family === null) return [];
            return [
              <FontCard
                key={family.slug}
                family={family}
                onClick={() => setOpenSlug(family.slug)}
              />,
            ];
          })}
        </ul>
      )}
      {current.totalPages > 1 && (
        <nav className="atelier-font-collection__pages" aria-label="Pages">
          <button
            type="button"
            className="atelier-button is-tertiary"
            aria-disabled={current.page <= 1}
            onClick={() => setPage(Math.max(1, current.page - 1))}
          >
            Previous page
          </button>
          <span>{`Page ${current.page} of ${current.totalPages}`}</span>
          <button
            type="button"
            className="atelier-button is-tertiary"
            aria-disabled={current.page >= current.totalPages}
            onClick={() => setPage(Math.min(current.totalPages, current.page + 1))}
          >
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}

/**
 * A collection tab (spec 3 §2, §4): the consent screen first when the collection fetches files
 * from another site and the browser holds no permission; then search (300 ms after the last key,
 * any case), category ('All' is no filter), pages sized to the window, a family's faces to pick
 * and 'Install'.
 */
export function CollectionTab({ state, library, onNotice, fetchAsset }: CollectionTabProps) {
  const [allowed, setAllowed] = useState(() => hasConsent(storage()));
  useEffect(() => {
    if (state?.status === 'error') onNotice({ status: 'error', message: state.message });
  }, [state, onNotice]);
  if (state === undefined || state.status === 'loading') {
    return <p className="atelier-font-library__empty">Loading…</p>;
  }
  if (state.status === 'error') return null;
  const { collection } = state;
  const needsConsent = collectionNeedsConsent(collection, window.location.origin);
  if (needsConsent && !allowed) {
    return (
      <ConsentScreen
        name={collection.name}
        onAllow={() => {
          setConsent(storage(), true);
          setAllowed(true);
        }}
      />
    );
  }
  return (
    <CollectionBrowser
      collection={collection}
      library={library}
      onNotice={onNotice}
      fetchAsset={fetchAsset}
      onRevoke={
        needsConsent
          ? () => {
              setConsent(storage(), false);
              setAllowed(false);
            }
          : undefined
      }
    />
  );
}
