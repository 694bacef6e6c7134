// The geometry the block toolbar is placed by: DOM reads only (no writes), for `placeToolbar`.
import { isHtmlElement } from '../interaction/dom-blocks';
import { placeToolbar, type ToolbarSide, toContainer } from './toolbar-placement';

export interface ToolbarPosition {
  /** In the coordinates of the toolbar's containing box (the canvas body when it is scaled). */
  top: number;
  left: number;
  /** The body's scale (0.45 in zoom-out): the toolbar undoes it to stay at its normal size. */
  scale: number;
  side: ToolbarSide;
  /** The visible canvas's width: a wider toolbar wraps onto a second row rather than be cut off. */
  maxWidth: number;
}

/** Whether two positions are the same (a new measure that moved nothing commits nothing). */
export function samePosition(a: ToolbarPosition | null, b: ToolbarPosition | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.scale === b.scale &&
      a.side === b.side &&
      a.maxWidth === b.maxWidth)
  );
}

/**
 * The toolbar's transform for a position (its `top` and `left` stay 0): moved there, and in
 * zoom-out scaled back up from its corner (`transform-origin: 0 0`) to its normal size.
 */
export function toolbarTransform(position: ToolbarPosition): string {
  const moved = `translate(${position.left}px, ${position.top}px)`;
  return position.scale === 1 ? moved : `${moved} scale(${1 / position.scale})`;
}

/** The scale of a transformed body (zoom-out), else 1. */
function bodyScale(doc: Document): number {
  const transform = doc.defaultView?.getComputedStyle(doc.body).transform ?? 'none';
  const match = /^matrix\(([^,]+),/.exec(transform);
  const scale = match === null ? 1 : Number.parseFloat(match[1] ?? '1');
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The bottom of the first line of text inside an element, if it has any. */
function firstLineBottom(doc: Document, element: HTMLElement): number | undefined {
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      (node.textContent ?? '').trim() === '' ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT,
  });
  const text = walker.nextNode();
  if (text === null) return undefined;
  const range = doc.createRange();
  range.selectNodeContents(text);
  const [line] = Array.from(range.getClientRects());
  return line?.bottom;
}

function previousBlock(element: HTMLElement): HTMLElement | null {
  let sibling = element.previousElementSibling;
  while (sibling !== null && !(isHtmlElement(sibling) && sibling.hasAttribute('data-block'))) {
    sibling = sibling.previousElementSibling;
  }
  return isHtmlElement(sibling) ? sibling : null;
}

/**
 * Where the toolbar goes for the block `element` (see `placeToolbar`): reads the geometry of the
 * block, its neighbour, the toolbar (`own`, its size) and the canvas — layout reads only.
 */
export function placeFor(
  doc: Document,
  view: Window,
  element: HTMLElement,
  own: HTMLElement | null,
): ToolbarPosition {
  const scale = bodyScale(doc);
  const size =
    own === null ? { width: 0, height: 48 } : { width: own.offsetWidth, height: own.offsetHeight };
  const previous = previousBlock(element);
  const width = doc.documentElement.clientWidth;
  const placed = placeToolbar({
    block: element.getBoundingClientRect(),
    toolbar: size,
    viewport: { top: 0, left: 0, right: width, bottom: doc.documentElement.clientHeight },
    firstLineBottom: firstLineBottom(doc, element),
    previous: previous?.getBoundingClientRect(),
    beside: scale < 1,
  });
  // The containing box: the body when it is transformed (zoom-out), else the page.
  const body = doc.body.getBoundingClientRect();
  const origin =
    scale === 1 ? { x: -view.scrollX, y: -view.scrollY } : { x: body.left, y: body.top };
  return {
    ...toContainer(placed, origin, scale),
    scale,
    side: placed.side,
    maxWidth: width,
  };
}
