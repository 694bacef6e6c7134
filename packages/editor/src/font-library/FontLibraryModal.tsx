import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useCallback, useEffect, useState } from 'react';
import { Modal } from '../components/Modal/Modal';
import { CollectionTab } from './CollectionTab';
import { collectionTabTitle } from './collection-consent';
import { FontLibraryNotice } from './FontLibraryNotice';
import type { FetchAsset } from './font-api';
import type { FontLibraryNotice as Notice } from './font-notices';
import { type LibrarySelection, LibraryTab } from './LibraryTab';
import { UploadTab } from './UploadTab';
import type { FontFileReader } from './upload-files';
import { useFontCollections } from './use-font-collections';
import { useFontLibrary } from './use-font-library';
import './FontLibrary.css';

/** The tab the modal opens on: the Library (maybe at a font), Upload, or a collection's. */
export type FontLibraryTab = 'library' | 'upload' | `collection:${string}`;

export interface FontLibraryModalProps {
  initialTab?: FontLibraryTab;
  /** A family to open in the Library tab (a font row of the Typography screen). */
  initialFont?: LibrarySelection | null;
  onClose: () => void;
  /** Test seams: how font files are read and collection files fetched. */
  readFont?: FontFileReader;
  fetchAsset?: FetchAsset;
}

/**
 * The 'Fonts' modal (spec 3 §2): full screen, with the tabs 'Library', 'Upload' and one per font
 * collection — the last ones only for those who may create font families. A notice above the
 * tabs' content tells how an action went; changing tabs clears it.
 */
export function FontLibraryModal({
  initialTab = 'library',
  initialFont = null,
  onClose,
  readFont,
  fetchAsset,
}: FontLibraryModalProps) {
  const library = useFontLibrary();
  const collections = useFontCollections(library.canCreate);
  const [selected, setSelected] = useState<string>(
    library.canCreate || initialTab === 'library' ? initialTab : 'library',
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const onNotice = useCallback((next: Notice | null) => setNotice(next), []);
  const collectionSlug = selected.startsWith('collection:')
    ? selected.slice('collection:'.length)
    : null;
  const { load } = collections;
  useEffect(() => {
    if (collectionSlug !== null) load(collectionSlug);
  }, [collectionSlug, load]);

  return (
    <Modal title="Fonts" size="full" onClose={onClose}>
      <div className="atelier-font-library">
        <TabProvider
          selectedId={selected}
          setSelectedId={(id) => {
            if (typeof id !== 'string' || id === selected) return;
            setSelected(id);
            setNotice(null);
          }}
        >
          <TabList className="atelier-font-library__tabs" aria-label="Font library">
            <Tab id="library" className="atelier-font-library__tab">
              Library
            </Tab>
            {library.canCreate && (
              <Tab id="upload" className="atelier-font-library__tab">
                Upload
              </Tab>
            )}
            {library.canCreate &&
              collections.list.map((collection) => (
                <Tab
                  key={collection.slug}
                  id={`collection:${collection.slug}`}
                  className="atelier-font-library__tab"
                >
                  {collectionTabTitle(collection, collections.list)}
                </Tab>
              ))}
          </TabList>
          <FontLibraryNotice notice={notice} onDismiss={() => setNotice(null)} />
          <TabPanel tabId="library" className="atelier-font-library__panel">
            <LibraryTab library={library} initialFont={initialFont} onNotice={onNotice} />
          </TabPanel>
          {library.canCreate && (
            <TabPanel tabId="upload" className="atelier-font-library__panel">
              <UploadTab library={library} onNotice={onNotice} readFont={readFont} />
            </TabPanel>
          )}
          {library.canCreate &&
            collections.list.map((collection) => (
              <TabPanel
                key={collection.slug}
                tabId={`collection:${collection.slug}`}
                className="atelier-font-library__panel"
              >
                <CollectionTab
                  state={collections.stateOf(collection.slug)}
                  library={library}
                  onNotice={onNotice}
                  fetchAsset={fetchAsset}
                />
              </TabPanel>
            ))}
        </TabProvider>
      </div>
    </Modal>
  );
}
