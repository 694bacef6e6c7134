import { useLayoutEffect } from 'react';
import { placeCaret } from '../rich-text/caret';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useNavigationMode, useSelection } from '../state/block-editor-hooks';
import { blockElement, mainRichText } from './dom-blocks';

/**
 * Moves focus to the selection after each change: the caret into the block's main rich text
 * when the selection carries one, else the block itself (unless focus is already inside it).
 * A selection brought back by undo or redo from outside the canvas (the header's buttons) leaves
 * focus on that button. Rendered after the block list so the new blocks exist when it runs.
 */
export function SelectionFocus({ doc }: { doc: Document }) {
  const store = useBlockEditorStore();
  const selection = useSelection();
  const navigation = useNavigationMode();
  useLayoutEffect(() => {
    if (selection === null) return;
    const { focus, anchor } = selection;
    const element = blockElement(doc, focus.clientId);
    if (element === null) return;
    doc.body.classList.toggle('is-navigation-mode', navigation);
    if (store.isSelectionFromHistory() && !doc.hasFocus()) return;
    if (anchor.clientId !== focus.clientId) return;
    const text = mainRichText(element);
    if (!navigation && focus.caret !== undefined && text !== null) {
      text.focus();
      placeCaret(text, focus.caret);
      return;
    }
    if (!element.contains(doc.activeElement) || navigation) element.focus({ preventScroll: false });
  }, [doc, store, selection, navigation]);
  return null;
}
