import type { CollabSelection } from '@atelier/collab/client';
import { useEffect } from 'react';
import { flushLocalWrites } from '../../data/collab/local-writes';
import type { RecordRef } from '../../data/entities/store-state';
import { afterFrame } from './after-frame';
import { localSelection, type SelectionSource, sameSelection } from './local-selection';
import type { PresenceSource } from './RemoteSelections';

/** Whether anyone besides this tab is in the record's presence. */
function hasPeer(awareness: PresenceSource['awareness']): boolean {
  for (const clientId of awareness.getStates().keys()) {
    if (clientId !== awareness.clientID) return true;
  }
  return false;
}

export interface LocalSelectionSource extends SelectionSource {
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps this tab's `selection` in a record's presence (awareness): read after the frame in which
 * the DOM selection, the block selection or the document changed — at most once a frame, never on
 * a keystroke's own path — and sent only when it differs (typing before a caret leaves its
 * relative position as it was). Only while someone else is in the record: alone, no timer is
 * armed; a person joining brings a read. Cleared when the canvas closes.
 */
export function useLocalSelection(
  store: LocalSelectionSource,
  frameDoc: Document,
  record: RecordRef,
  source: PresenceSource,
): void {
  useEffect(() => {
    const view = frameDoc.defaultView;
    if (view === null) return;
    const { awareness, doc, docKey } = source;
    const write = (next: CollabSelection | null) => {
      const state = awareness.getLocalState();
      if (state === null || sameSelection(state.selection, next)) return;
      awareness.setLocalStateField('selection', next);
    };
    const task = afterFrame(view, () => {
      // The caret's offsets are read against the document's text: it must hold what was typed.
      flushLocalWrites(doc);
      write(localSelection(store, frameDoc, record, docKey, doc));
    });
    // Alone in the record, nobody reads the selection: nothing is armed. Someone joining gets
    // the states the server holds, then this tab's current selection after the next frame.
    const schedule = () => {
      if (hasPeer(awareness)) task.schedule();
    };
    frameDoc.addEventListener('selectionchange', schedule);
    const stopSelection = store.subscribe(schedule);
    doc.on('update', schedule);
    const joined = ({ added }: { added: number[] }) => {
      if (added.length > 0) schedule();
    };
    awareness.on('change', joined);
    schedule();
    return () => {
      task.cancel();
      frameDoc.removeEventListener('selectionchange', schedule);
      stopSelection();
      doc.off('update', schedule);
      awareness.off('change', joined);
      write(null);
    };
  }, [store, frameDoc, record, source]);
}
