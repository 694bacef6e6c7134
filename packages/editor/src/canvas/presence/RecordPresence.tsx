import { useCallback } from 'react';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { recordOf } from '../state/record-instances';
import { docBlockLabel } from './doc-block-label';
import { type PresenceSource, RemoteSelections } from './RemoteSelections';
import { useLocalSelection } from './use-local-selection';

/** The elements of the frame showing a block: its own id, or its id in a showing (`id@…`). */
function elementsShowing(frameDoc: Document, clientId: string): HTMLElement[] {
  const id = CSS.escape(clientId);
  return Array.from(
    frameDoc.querySelectorAll<HTMLElement>(`[data-block="${id}"], [data-block^="${id}@"]`),
  );
}

function SharedRecordPresence({
  record,
  frameDoc,
  source,
}: {
  record: RecordRef;
  frameDoc: Document;
  source: PresenceSource;
}) {
  const store = useBlockEditorStore();
  useLocalSelection(store, frameDoc, record, source);
  const key = recordKey(record);
  const blockElements = useCallback(
    (clientId: string) =>
      elementsShowing(frameDoc, clientId).filter(
        (element) => recordKey(recordOf(store.ownerOf(element.dataset.block ?? ''))) === key,
      ),
    [frameDoc, store, key],
  );
  const blockLabel = useCallback(
    (clientId: string) => docBlockLabel(source.doc, store.registry, clientId),
    [source, store],
  );
  return (
    <RemoteSelections
      frameDoc={frameDoc}
      source={source}
      blockElements={blockElements}
      blockLabel={blockLabel}
    />
  );
}

/**
 * Co-editing presence of one record shown in the canvas, while it is shared: this tab's selection
 * sent to the others, theirs drawn over its blocks. Nothing when the record is not shared.
 */
export function RecordPresence({ record, frameDoc }: { record: RecordRef; frameDoc: Document }) {
  const connection = useRecordConnection(record);
  if (connection === null) return null;
  return <SharedRecordPresence record={record} frameDoc={frameDoc} source={connection} />;
}
