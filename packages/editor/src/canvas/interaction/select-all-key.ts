import type { BlockEditorStore } from '../state/block-editor-store';
import { selectAll } from '../state/select-all';
import { selectBlock } from '../state/select-block';
import { blockElement, blockElementOf, editableTarget, isHtmlElement, isNode } from './dom-blocks';

function textOffset(root: HTMLElement, node: Node, offset: number): number {
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** Whether the DOM selection covers all of an editable region's text (an empty one counts). */
export function isWholeTextSelected(root: HTMLElement): boolean {
  const selection = root.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return true;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return false;
  const length = (root.textContent ?? '').length;
  const start = textOffset(root, range.startContainer, range.startOffset);
  const end = textOffset(root, range.endContainer, range.endOffset);
  return start === 0 && end === length;
}

function isFormField(target: EventTarget | null): boolean {
  if (!isNode(target) || !isHtmlElement(target)) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.nodeName);
}

/**
 * primary+a in the canvas, as in the block editor: in rich text the browser first selects the
 * text; pressed again with all of it selected (or in an empty block), or on a selected block in
 * navigation mode, it selects blocks, one level up per press (`selectAll`), leaving a template
 * part for the part's block in the record around it. Returns whether it handled the key.
 */
export function handleSelectAllKey(event: KeyboardEvent, doc: Document, store: BlockEditorStore) {
  if (isFormField(event.target)) return false;
  const selection = store.getSelection();
  const editable = editableTarget(event.target);
  const oneBlock = selection !== null && selection.anchor.clientId === selection.focus.clientId;
  if (editable !== null && oneBlock && !store.isNavigationMode() && !isWholeTextSelected(editable))
    return false;
  event.preventDefault();
  const owner = selection === null ? store.rootRef : store.ownerOf(selection.focus.clientId);
  store.run(selectAll, undefined, owner);
  if (store.getSelection() === selection && selection !== null && owner !== store.rootRef) {
    // All of a template part's blocks are selected: next comes the part's own block.
    const element = blockElement(doc, selection.focus.clientId);
    const part = blockElementOf(element?.parentElement ?? null)?.dataset.block;
    if (part !== undefined) store.run(selectBlock, { clientId: part }, store.ownerOf(part));
  }
  if (store.getSelection() !== selection) {
    // Blocks are selected now, not text: the caret leaves the rich text.
    const active = doc.activeElement;
    if (isHtmlElement(active) && active !== doc.body) active.blur();
    doc.getSelection()?.removeAllRanges();
  }
  return true;
}
