/**
 * Caret helpers for a contenteditable element: offsets count visible characters (text nodes and
 * `<br>` as one), like `htmlToText` in the state, so verbs and the DOM agree on positions.
 */

function textLength(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.length ?? 0;
  if (node.nodeType === Node.ELEMENT_NODE && node.nodeName === 'BR') return 1;
  let length = 0;
  for (let child = node.firstChild; child !== null; child = child.nextSibling)
    length += textLength(child);
  return length;
}

/** The visible text of `root` as caret offsets count it (a `<br>` is one character). */
export function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType === Node.ELEMENT_NODE && node.nodeName === 'BR') return '\n';
  let text = '';
  for (const child of Array.from(node.childNodes)) text += visibleText(child);
  return text;
}

/**
 * The characters of `root` before the boundary point (`container`, `offset`) inside it: the text
 * nodes and `<br>`s that come first in document order, and the part of `container` before `offset`.
 * A point in a `<br>` counts the `<br>` (as a range ending there would hold a copy of it). Reads the
 * DOM only: no range is made (a live range is updated by every later DOM change until it is
 * collected) and nothing is cloned.
 */
export function charactersBefore(root: Node, container: Node, offset: number): number {
  let count = 0;
  for (let node: Node = container; node !== root; ) {
    const parent = node.parentNode;
    if (parent === null) break;
    for (let sibling = node.previousSibling; sibling !== null; sibling = sibling.previousSibling)
      count += textLength(sibling);
    node = parent;
  }
  if (container.nodeType === Node.TEXT_NODE) return count + offset;
  if (container.nodeName === 'BR') return count + 1;
  let child = container.firstChild;
  for (let index = 0; index < offset && child !== null; index += 1) {
    count += textLength(child);
    child = child.nextSibling;
  }
  return count;
}

/** The caret's character offset inside `root` (selection start), or null when outside. */
export function caretOffset(root: HTMLElement): number | null {
  const selection = root.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer)) return null;
  return charactersBefore(root, range.startContainer, range.startOffset);
}

/** Whether the selection is a collapsed caret. */
export function isCollapsed(root: HTMLElement): boolean {
  const selection = root.ownerDocument.getSelection();
  return selection === null || selection.isCollapsed;
}

/** Places the caret at a character offset (or the end) of `root`. */
export function placeCaret(root: HTMLElement, offset: number | 'end'): void {
  const doc = root.ownerDocument;
  const range = doc.createRange();
  const target = offset === 'end' ? Number.POSITIVE_INFINITY : offset;
  let remaining = target;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let placed = false;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (remaining <= length) {
      range.setStart(node, remaining);
      placed = true;
      break;
    }
    remaining -= length;
  }
  if (!placed) {
    range.selectNodeContents(root);
    range.collapse(false);
  }
  range.collapse(true);
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function fragmentHtml(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The HTML before and after the caret (a selection is left out, as typing over it would). */
export function splitAtCaret(root: HTMLElement): { before: string; after: string } {
  const doc = root.ownerDocument;
  const selection = doc.getSelection();
  if (selection === null || selection.rangeCount === 0)
    return { before: root.innerHTML, after: '' };
  const range = selection.getRangeAt(0);
  const before = doc.createRange();
  before.selectNodeContents(root);
  before.setEnd(range.startContainer, range.startOffset);
  const after = doc.createRange();
  after.selectNodeContents(root);
  after.setStart(range.endContainer, range.endOffset);
  return {
    before: cleanHtml(fragmentHtml(before.cloneContents())),
    after: cleanHtml(fragmentHtml(after.cloneContents())),
  };
}

/** Editable HTML as stored: a lone trailing `<br>` (the browser's placeholder) and empty tags go. */
export function cleanHtml(html: string): string {
  return html
    .replace(/<(strong|em|b|i|s|code|a|span)(\s[^>]*)?><\/\1>/g, '')
    .replace(/<br\s*\/?>$/, '');
}

/** Whether the caret is on the first line (ArrowUp leaves the block) or the last (ArrowDown). */
export function caretOnEdgeLine(root: HTMLElement, edge: 'first' | 'last'): boolean {
  const selection = root.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return true;
  const range = selection.getRangeAt(0).cloneRange();
  range.collapse(true);
  const caretRect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  const box = root.getBoundingClientRect();
  if (caretRect === undefined || (caretRect.height === 0 && caretRect.top === 0)) return true;
  const lineHeight = Math.max(caretRect.height, 1);
  return edge === 'first'
    ? caretRect.top - box.top < lineHeight
    : box.bottom - caretRect.bottom < lineHeight;
}
