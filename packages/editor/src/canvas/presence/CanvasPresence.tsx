import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { usePageTemplate } from '../page-template/use-page-template';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { afterFrame } from './after-frame';
import css from './presence.css?inline';
import { RecordPresence } from './RecordPresence';
import { recordsShown, sameRecords } from './records-shown';

/** The records the canvas shows from its roots, found again after the frame in which trees changed. */
function useRecordsShown(frameDoc: Document, roots: readonly RecordRef[]): RecordRef[] {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const { editorSettings } = useBootstrap();
  const activeTheme = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const find = useCallback(
    () => recordsShown(roots, (ref) => store.treeOf(entityStore.getState(), ref), activeTheme),
    [roots, store, entityStore, activeTheme],
  );
  const [records, setRecords] = useState(find);
  useEffect(() => {
    const view = frameDoc.defaultView;
    if (view === null) return;
    const task = afterFrame(view, () => {
      const next = find();
      setRecords((previous) => (sameRecords(previous, next) ? previous : next));
    });
    const stop = store.subscribeTrees(() => task.schedule());
    task.schedule();
    return () => {
      task.cancel();
      stop();
    };
  }, [frameDoc, store, find]);
  return records;
}

function RecordsPresence({ frameDoc, roots }: { frameDoc: Document; roots: readonly RecordRef[] }) {
  const records = useRecordsShown(frameDoc, roots);
  return records.map((record) => (
    <RecordPresence key={recordKey(record)} record={record} frameDoc={frameDoc} />
  ));
}

/** A page is drawn in its template: people in the template are shown too. */
function PagePresence({ frameDoc, page }: { frameDoc: Document; page: RecordRef }) {
  const template = usePageTemplate(page);
  const around = template.status === 'found' ? template.template : null;
  const roots = useMemo(() => (around === null ? [page] : [page, around]), [page, around]);
  return <RecordsPresence frameDoc={frameDoc} roots={roots} />;
}

/**
 * Co-editing in the canvas (edit mode; nothing while co-editing is off): for every shared record it shows — the edited record,
 * the template around a page, the parts, patterns and menus placed in them — this tab's selection
 * goes to the others and theirs are drawn over the blocks (`RemoteSelections`).
 */
export function CanvasPresence({ frameDoc }: { frameDoc: Document }) {
  const { collab } = useBootstrap();
  const store = useBlockEditorStore();
  const root = store.rootRef;
  const roots = useMemo(() => [root], [root]);
  if (!collab) return null;
  return (
    <>
      <style data-atelier="remote-selections">{css}</style>
      {root.name === 'page' ? (
        <PagePresence frameDoc={frameDoc} page={root} />
      ) : (
        <RecordsPresence frameDoc={frameDoc} roots={roots} />
      )}
    </>
  );
}
