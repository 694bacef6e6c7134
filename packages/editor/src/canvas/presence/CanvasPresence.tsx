import { useSyncExternalStore } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { recordKey } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import css from './presence.css?inline';
import { RecordPresence } from './RecordPresence';

/**
 * Co-editing in the canvas (edit mode; nothing while co-editing is off): for every record it shows
 * — the edited record, the template around a page, the parts, patterns and menus placed in them
 * (`store.shownRecords()`) — this tab's selection goes to the others and theirs are drawn over
 * the blocks (`RemoteSelections`); a record that is not shared draws nothing.
 */
export function CanvasPresence({ frameDoc }: { frameDoc: Document }) {
  const { collab } = useBootstrap();
  const store = useBlockEditorStore();
  const records = useSyncExternalStore(store.subscribeShownRecords, store.shownRecords);
  if (!collab) return null;
  return (
    <>
      <style data-atelier="remote-selections">{css}</style>
      {records.map((record) => (
        <RecordPresence key={recordKey(record)} record={record} frameDoc={frameDoc} />
      ))}
    </>
  );
}
