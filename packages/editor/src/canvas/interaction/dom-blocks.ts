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

/** Block elements found by `blockElement`, per document: weakly held, checked before each use. */
const foundBlocks = new WeakMap<Document, Map<string, WeakRef<HTMLElement>>>();

/**
 * The element of a block in a document. Selecting a block looks its element up several times (the
 * toolbar's place before and after the commit, focus); a search of the whole canvas for an
 * attribute costs a few tenths of a millisecond in a long template, so the element found is kept
 * and used again while it is still in that document with that id. A client id is drawn once in a
 * canvas (a part or synced pattern shown twice has ids of its own in each place).
 */
export function blockElement(doc: Document, clientId: string): HTMLElement | null {
  let found = foundBlocks.get(doc);
  const kept = found?.get(clientId)?.deref();
  if (
    kept?.isConnected &&
    kept.ownerDocument === doc &&
    kept.getAttribute('data-block') === clientId
  ) {
    return kept;
  }
  const element = doc.querySelector<HTMLElement>(`[data-block="${CSS.escape(clientId)}"]`);
  if (element === null) {
    found?.delete(clientId);
    return null;
  }
  if (found === undefined) {
    found = new Map();
    foundBlocks.set(doc, found);
  }
  found.set(clientId, new WeakRef(element));
  return element;
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
