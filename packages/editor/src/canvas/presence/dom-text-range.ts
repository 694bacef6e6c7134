import { blockElementOf, isHtmlElement } from '../interaction/dom-blocks';

/**
 * Offsets in a rich-text element's DOM, counted as the canvas caret counts them
 * (`rich-text/caret.ts`): each character of a text node, and `<br>` as one.
 */

function isBreak(node: Node): boolean {
  return node.nodeType === Node.ELEMENT_NODE && node.nodeName === 'BR';
}

function unitsOf(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.length ?? 0;
  if (isBreak(node)) return 1;
  let units = 0;
  for (let child = node.firstChild; child !== null; child = child.nextSibling) {
    units += unitsOf(child);
  }
  return units;
}

/** The units of the text nodes and breaks of `root` that come before `target` in document order. */
function unitsBefore(root: Node, target: Node): number {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_ALL);
  if (walker === undefined) return 0;
  let units = 0;
  for (let node = walker.nextNode(); node !== null && node !== target; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) units += node.textContent?.length ?? 0;
    else if (isBreak(node)) units += 1;
  }
  return units;
}

/** The visible offset of a DOM boundary point (node, offset) inside `root`, or null outside it. */
export function textOffsetIn(root: Node, node: Node, offset: number): number | null {
  if (node !== root && !root.contains(node)) return null;
  if (node.nodeType === Node.TEXT_NODE) {
    return unitsBefore(root, node) + Math.min(offset, node.textContent?.length ?? 0);
  }
  const child = node.childNodes[offset];
  if (child !== undefined) return unitsBefore(root, child);
  return node === root ? unitsOf(root) : unitsBefore(root, node) + unitsOf(node);
}

/** The DOM boundary point of a visible offset inside `root` (its end when past the text). */
export function boundaryAt(root: Node, offset: number): { node: Node; offset: number } {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let remaining = Math.max(0, offset);
  for (let node = walker?.nextNode() ?? null; node !== null; node = walker?.nextNode() ?? null) {
    if (node.nodeType === Node.TEXT_NODE) {
      const length = node.textContent?.length ?? 0;
      if (remaining <= length) return { node, offset: remaining };
      remaining -= length;
    } else if (isBreak(node)) {
      const parent = node.parentNode;
      if (remaining === 0 && parent !== null) {
        return { node: parent, offset: Array.prototype.indexOf.call(parent.childNodes, node) };
      }
      remaining -= 1;
    }
  }
  return { node: root, offset: root.childNodes.length };
}

/** A text selection inside one rich-text attribute of one block of the canvas. */
export interface DomTextSelection {
  attribute: string;
  anchor: number;
  head: number;
}

function richTextAround(node: Node | null): HTMLElement | null {
  const element = node === null ? null : isHtmlElement(node) ? node : node.parentElement;
  const region = element?.closest('[data-rich-text]') ?? null;
  return region !== null && isHtmlElement(region) ? region : null;
}

/**
 * Where the document's selection is inside the rich text of the block shown as `clientId`
 * (anchor where it began, head where it ends), or null when it is not inside one rich-text
 * region of that block (no selection, another block, across regions).
 */
export function domTextSelection(doc: Document, clientId: string): DomTextSelection | null {
  const selection = doc.getSelection();
  if (selection === null || selection.rangeCount === 0) return null;
  const { anchorNode, focusNode } = selection;
  const region = richTextAround(anchorNode);
  if (region === null || anchorNode === null || focusNode === null) return null;
  if (!region.contains(focusNode) || blockElementOf(region)?.dataset.block !== clientId) {
    return null;
  }
  const attribute = region.dataset.richText ?? '';
  const anchor = textOffsetIn(region, anchorNode, selection.anchorOffset);
  const head = textOffsetIn(region, focusNode, selection.focusOffset);
  if (attribute === '' || anchor === null || head === null) return null;
  return { attribute, anchor, head };
}

/** The rich-text region of an attribute in a block's own element (not in a block inside it). */
export function richTextRegion(block: HTMLElement, attribute: string): HTMLElement | null {
  if (block.dataset.richText === attribute) return block;
  for (const region of block.querySelectorAll<HTMLElement>('[data-rich-text]')) {
    if (region.dataset.richText === attribute && blockElementOf(region) === block) return region;
  }
  return null;
}
