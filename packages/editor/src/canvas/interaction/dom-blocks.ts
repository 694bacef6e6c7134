/**
 * DOM helpers for the canvas. Nodes live in the iframe's realm, so checks use `nodeType`, never
 * `instanceof` against this window's constructors.
 */

/** Whether an event target is a DOM node. */
export function isNode(value: EventTarget | null): value is Node {
  return value !== null && 'nodeType' in value;
}

/** Whether a node is an HTML element (any realm). */
export function isHtmlElement(node: Node | null): node is HTMLElement {
  return node !== null && node.nodeType === Node.ELEMENT_NODE && 'dataset' in node;
}

/** The contenteditable element an event happened in, or null. */
export function editableTarget(target: EventTarget | null): HTMLElement | null {
  return isNode(target) && isHtmlElement(target) && target.isContentEditable ? target : null;
}

/** The block element (`[data-block]`) around a node, or null. */
export function blockElementOf(target: EventTarget | null): HTMLElement | null {
  if (!isNode(target)) return null;
  const element = isHtmlElement(target) ? target : target.parentElement;
  const block = element?.closest('[data-block]') ?? null;
  return isHtmlElement(block) ? block : null;
}

/** The element of a block in a document. */
export function blockElement(doc: Document, clientId: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[data-block="${CSS.escape(clientId)}"]`);
}

/** The rich text where the caret goes when a block is selected with a caret. */
export function mainRichText(element: HTMLElement): HTMLElement | null {
  if (element.hasAttribute('data-rich-text-main')) return element;
  const inner = element.querySelector<HTMLElement>('[data-rich-text-main]');
  return inner !== null && blockElementOf(inner) === element ? inner : null;
}

/** The block element before or after this one in document order, skipping its ancestors and descendants. */
export function adjacentBlockElement(
  doc: Document,
  current: HTMLElement,
  direction: -1 | 1,
  onlyText: boolean,
): HTMLElement | null {
  const all = Array.from(doc.querySelectorAll<HTMLElement>('[data-block]'));
  const index = all.indexOf(current);
  for (let i = index + direction; i >= 0 && i < all.length; i += direction) {
    const candidate = all[i];
    if (candidate === undefined) continue;
    if (candidate.contains(current) || current.contains(candidate)) continue;
    if (onlyText && mainRichText(candidate) === null) continue;
    return candidate;
  }
  return null;
}

/** Whether an event happened in one of the canvas's popovers (toolbar, link, slash inserter). */
export function inCanvasPopover(target: EventTarget | null): boolean {
  if (!isNode(target)) return false;
  const element = isHtmlElement(target) ? target : target.parentElement;
  return element?.closest('.atelier-canvas-popover') != null;
}
