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
 * Whether primary+a selects blocks, as in the block editor: in rich text the browser first
 * selects the text; pressed again with all of it selected (or in an empty block), or on a
 * selected block in navigation mode, it selects blocks. Form fields keep the key.
 */
export function selectAllTakesKey(target: EventTarget | null, store: BlockEditorStore): boolean {
  if (isFormField(target)) return false;
  const selection = store.getSelection();
  const editable = editableTarget(target);
  const oneBlock = selection !== null && selection.anchor.clientId === selection.focus.clientId;
  return !(
    editable !== null &&
    oneBlock &&
    !store.isNavigationMode() &&
    !isWholeTextSelected(editable)
  );
}

/**
 * Selects blocks one level up per press (`selectAll`), leaving a template part for the part's
 * block in the record around it; the caret leaves the rich text.
 */
export function selectAllBlocks(doc: Document, store: BlockEditorStore): void {
  const selection = store.getSelection();
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
}
