import { isHtmlElement } from '../interaction/dom-blocks';
import { caretOffset, isCollapsed } from './caret';
import { activeFormat, type FormatTag } from './formats';

/** The inline formats the block toolbar shows as pressed: its format buttons and Link. */
export type ActiveTag = FormatTag | 'a';

export const ACTIVE_TAGS: readonly ActiveTag[] = ['strong', 'em', 'code', 's', 'a'];

/** The characters of a rich text in order: each text node's characters, a `<br>` as one. */
function characters(root: HTMLElement): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        for (let index = 0; index < (child.textContent?.length ?? 0); index += 1) out.push(child);
      } else if (child.nodeName === 'BR') {
        out.push(child);
      } else {
        walk(child);
      }
    }
  };
  walk(root);
  return out;
}

/** The formats a character of the rich text is inside (none past either end). */
function formatsOf(root: HTMLElement, character: Node | undefined): ActiveTag[] {
  if (character === undefined) return [];
  return ACTIVE_TAGS.filter((tag) => {
    for (let node = character.parentNode; node !== null && node !== root; node = node.parentNode) {
      if (isHtmlElement(node) && node.localName === tag) return true;
    }
    return false;
  });
}

/**
 * The formats at a caret, as WordPress's rich text reads them: of the characters on either side,
 * the side with fewer formats — so a caret at the edge of struck text, or in an empty paragraph,
 * is outside the format, and text typed there is plain.
 */
function caretFormats(root: HTMLElement, offset: number): ActiveTag[] {
  const text = characters(root);
  return fewerFormats(formatsOf(root, text[offset - 1]), formatsOf(root, text[offset]));
}

function fewerFormats(before: ActiveTag[], after: ActiveTag[]): ActiveTag[] {
  return before.length < after.length ? before : after;
}

function isCharacter(node: Node): boolean {
  return node.nodeType === Node.TEXT_NODE
    ? (node.textContent?.length ?? 0) > 0
    : node.nodeName === 'BR';
}

/** The nearest character before or after a node inside the rich text (what `characters` lists). */
function characterBeside(
  root: HTMLElement,
  node: Node,
  side: 'before' | 'after',
): Node | undefined {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  walker.currentNode = node;
  for (
    let next = side === 'before' ? walker.previousNode() : walker.nextNode();
    next !== null;
    next = side === 'before' ? walker.previousNode() : walker.nextNode()
  ) {
    if (isCharacter(next)) return next;
  }
  return undefined;
}

/**
 * The characters on either side of a caret that sits in a text node, found from that node (a
 * keystroke's caret): no count of the characters before it, no list of them all.
 */
function charactersBesideCaret(
  root: HTMLElement,
): { before: Node | undefined; after: Node | undefined } | null {
  const selection = root.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  if (node.nodeType !== Node.TEXT_NODE || !root.contains(node)) return null;
  const offset = range.startOffset;
  return {
    before: offset > 0 ? node : characterBeside(root, node, 'before'),
    after: offset < (node.textContent?.length ?? 0) ? node : characterBeside(root, node, 'after'),
  };
}

/** The formats around the caret or selection in the document's focused rich text (none if none). */
export function activeFormatsIn(doc: Document): ActiveTag[] {
  const element = doc.activeElement;
  if (!isHtmlElement(element) || !element.isContentEditable) return [];
  if (isCollapsed(element)) {
    const beside = charactersBesideCaret(element);
    if (beside !== null) {
      return fewerFormats(formatsOf(element, beside.before), formatsOf(element, beside.after));
    }
    const offset = caretOffset(element);
    if (offset !== null) return caretFormats(element, offset);
  }
  return ACTIVE_TAGS.filter((tag) => activeFormat(element, tag) !== null);
}

/** Whether two sets of formats hold the same tags. */
export function sameFormats(a: ReadonlySet<ActiveTag>, b: ReadonlySet<ActiveTag>): boolean {
  return a.size === b.size && [...a].every((tag) => b.has(tag));
}
