import { useSyncExternalStore } from 'react';
import { useBlockEditorStore } from '../state/BlockEditorContext';

/**
 * The client id of the one selected block, or null; unlike the selection itself it does not
 * change while the caret moves, so typing does not re-render what reads it.
 */
export function useSelectedId(): string | null {
  const store = useBlockEditorStore();
  const read = () => {
    const selection = store.getSelection();
    return selection !== null && selection.anchor.clientId === selection.focus.clientId
      ? selection.focus.clientId
      : null;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
