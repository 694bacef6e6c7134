import { DataViews } from '@atelier/dataviews';
import { useCallback, useMemo, useState } from 'react';
import { RecordPresenceProvider } from '../../../components/presence/RecordPresence';
import { DraftPageModal } from '../../../domain/pages/DraftPageModal';
import type { PageItem } from '../../../domain/pages/page-item';
import { usePageActions } from '../../../domain/pages/use-page-actions';
import { PageListPreview } from './PageListPreview';
import { pageFields } from './page-fields';
import { pagesQuery } from './pages-query';
import { PAGES_DEFAULT_LAYOUTS } from './pages-view';
import { useListPreviewSelection } from './use-list-preview-selection';
import { useAuthorElements, usePageRecords } from './use-page-records';
import { usePagesView } from './use-pages-view';
import './ManagePages.css';

/** Whose avatars the rows show: the people who have a page open. */
const PRESENCE_KINDS = ['page'];

function AddNewPageButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="atelier-manage-pages__add" onClick={() => setOpen(true)}>
        Add new page
      </button>
      {isOpen && <DraftPageModal onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Manage pages (/pages, spec 2 §2): the pages of the sidebar's view in a data view, one page of
 * them at a time as the server pages, searches, filters and sorts them. In the list layout the
 * selected page's preview sits beside the list.
 */
export function ManagePages() {
  const { builtIn, view, setView } = usePagesView();
  const query = useMemo(() => pagesQuery(view, builtIn), [view, builtIn]);
  const { items, paginationInfo, isLoading } = usePageRecords(query);
  const authors = useAuthorElements();
  const [selection, setSelection] = useState<string[]>([]);
  const isList = view.type === 'list';
  const preview = useListPreviewSelection(isList);
  const { forget } = preview;
  const afterRemoval = useCallback(
    (pages: PageItem[]) => {
      setSelection([]);
      forget(pages.map((page) => String(page.id)));
    },
    [forget],
  );
  const actions = usePageActions(afterRemoval);
  const now = useMemo(() => new Date(), []);
  const fields = useMemo(
    () => pageFields({ viewType: view.type, authors, now }),
    [view.type, authors, now],
  );

  return (
    <div className={`atelier-manage-pages${isList ? ' is-list' : ''}`}>
      <div className="atelier-manage-pages__list">
        <header className="atelier-manage-pages__header">
          <h2 className="atelier-manage-pages__title">Pages</h2>
          <AddNewPageButton />
        </header>
        <RecordPresenceProvider kinds={PRESENCE_KINDS}>
          <DataViews
            data={items}
            fields={fields}
            view={view}
            onChangeView={setView}
            actions={actions}
            paginationInfo={paginationInfo}
            isLoading={isLoading}
            defaultLayouts={PAGES_DEFAULT_LAYOUTS}
            searchLabel="Search pages"
            selection={isList ? preview.selection : selection}
            onChangeSelection={isList ? preview.select : setSelection}
          />
        </RecordPresenceProvider>
      </div>
      {isList && <PageListPreview pageId={preview.pageId} />}
    </div>
  );
}
