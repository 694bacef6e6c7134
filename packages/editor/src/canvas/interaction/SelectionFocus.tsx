import { useEffect, useLayoutEffect, useRef } from 'react';
import { placeCaret } from '../rich-text/caret';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useNavigationMode, useSelection } from '../state/block-editor-hooks';
import { blockElement, isNode, mainRichText } from './dom-blocks';
import { type PendingPointer, pointerWillFocus } from './pointer-focus';

/**
 * Moves focus to the selection after each change: the caret into the block's main rich text
 * when the selection carries one, else the block itself (unless focus is already inside it).
 * A selection brought back by undo or redo from outside the canvas (the header's buttons) leaves
 * focus on that button. A block selected by a press inside it is left to the browser, which
 * focuses what was pressed (and places the caret there) when the mousedown ends. A selection
 * that followed its blocks to new ids (a first sync) moves nothing. Rendered after
 * the block list so the new blocks exist when it runs.
 */
export function SelectionFocus({ doc }: { doc: Document }) {
  const store = useBlockEditorStore();
  const selection = useSelection();
  const navigation = useNavigationMode();
  const pointer = usePendingPointer(doc);
  useLayoutEffect(() => {
    if (selection === null) return;
    const { focus, anchor } = selection;
    const element = blockElement(doc, focus.clientId);
    if (element === null) return;
    doc.body.classList.toggle('is-navigation-mode', navigation);
    if (store.isSelectionFromHistory() && !doc.hasFocus()) return;
    // The same blocks under new ids: focus is where the person put it (a popover's field).
    if (store.isSelectionFromRenaming()) return;
    if (anchor.clientId !== focus.clientId) return;
    const text = mainRichText(element);
    if (!navigation && focus.caret !== undefined && text !== null) {
      text.focus();
      placeCaret(text, focus.caret);
      return;
    }
    if (!navigation && pointerWillFocus(pointer.current, element)) return;
    if (!element.contains(doc.activeElement) || navigation) element.focus({ preventScroll: false });
  }, [doc, store, selection, navigation, pointer]);
  return null;
}

/**
 * The mousedown being dispatched in the canvas document, if any: noted before the canvas's own
 * handlers see it (capture), forgotten in the next task, once its default action has run.
 */
function usePendingPointer(doc: Document) {
  const pending = useRef<PendingPointer | null>(null);
  useEffect(() => {
    const view = doc.defaultView;
    if (view === null) return;
    let timer = 0;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (!isNode(target)) return;
      pending.current = { target, prevented: () => event.defaultPrevented };
      view.clearTimeout(timer);
      timer = view.setTimeout(() => {
        pending.current = null;
      }, 0);
    };
    doc.addEventListener('mousedown', onMouseDown, true);
    return () => {
      doc.removeEventListener('mousedown', onMouseDown, true);
      view.clearTimeout(timer);
      pending.current = null;
    };
  }, [doc]);
  return pending;
}
