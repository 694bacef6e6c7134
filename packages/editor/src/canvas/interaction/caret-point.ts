import { caretOffset } from '../rich-text/caret';
import type { SelectionPoint } from '../state/block-editor-state';
import { blockElementOf, mainRichText } from './dom-blocks';

/**
 * Where the caret is in the canvas: the block whose main rich text holds the DOM selection, and
 * the offset there; null when the selection is not in a block's main text. The block editor
 * keeps it with each undo step, so undo and redo put the caret back.
 */
export function readCaretPoint(doc: Document): SelectionPoint | null {
  const selection = doc.getSelection();
  if (selection === null || selection.rangeCount === 0) return null;
  const block = blockElementOf(selection.getRangeAt(0).startContainer);
  const clientId = block?.dataset.block;
  const text = block === null ? null : mainRichText(block);
  if (clientId === undefined || text === null) return null;
  const caret = caretOffset(text);
  return caret === null ? null : { clientId, caret };
}
