import { isHtmlElement } from '../interaction/dom-blocks';

/** Inline formats of rich text: toggled on the selection inside a contenteditable root. */
export type FormatTag = 'strong' | 'em' | 'code' | 's';

function enclosing(root: HTMLElement, node: Node, tagName: string): HTMLElement | null {
  let current: Node | null = node;
  while (current !== null && current !== root) {
    if (isHtmlElement(current) && current.localName === tagName) return current;
    current = current.parentNode;
  }
  return null;
}

function unwrap(element: HTMLElement): void {
  const parent = element.parentNode;
  if (parent === null) return;
  while (element.firstChild !== null) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function currentRange(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

function wrapRange(root: HTMLElement, range: Range, element: HTMLElement): void {
  element.append(range.extractContents());
  range.insertNode(element);
  const selection = root.ownerDocument.getSelection();
  const selected = root.ownerDocument.createRange();
  selected.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(selected);
}

/** The tag around the selection, if the selection is inside one. */
export function activeFormat(root: HTMLElement, tagName: string): HTMLElement | null {
  const range = currentRange(root);
  return range === null ? null : enclosing(root, range.commonAncestorContainer, tagName);
}

/** Bold, italic, inline code or strikethrough on / off for the selected text. */
export function toggleFormat(root: HTMLElement, tagName: FormatTag): boolean {
  const range = currentRange(root);
  if (range === null) return false;
  const existing = enclosing(root, range.commonAncestorContainer, tagName);
  if (existing !== null) {
    unwrap(existing);
    return true;
  }
  if (range.collapsed) return false;
  wrapRange(root, range, root.ownerDocument.createElement(tagName));
  return true;
}

/** Makes the given range a link to `url` (or changes the link it is in). */
export function applyLink(root: HTMLElement, range: Range, url: string): void {
  const existing = enclosing(root, range.commonAncestorContainer, 'a');
  if (existing !== null) {
    existing.setAttribute('href', url);
    return;
  }
  const link = root.ownerDocument.createElement('a');
  link.setAttribute('href', url);
  if (range.collapsed) {
    link.textContent = url;
    range.insertNode(link);
    return;
  }
  wrapRange(root, range, link);
}

/** Removes the link around the range. */
export function removeLink(root: HTMLElement, range: Range): void {
  const existing = enclosing(root, range.commonAncestorContainer, 'a');
  if (existing !== null) unwrap(existing);
}

/** The link the range is in: its element and URL. */
export function linkAt(root: HTMLElement, range: Range): string | null {
  return enclosing(root, range.commonAncestorContainer, 'a')?.getAttribute('href') ?? null;
}
