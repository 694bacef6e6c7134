import { boundaryAt } from './dom-text-range';
import type { OverlayOrigin, ViewportRect } from './presence-drawing';

/**
 * How the overlay measures the canvas. The browser's layout in production; tests give their own
 * (happy-dom lays nothing out), so what is drawn where can be checked.
 */
export interface PresenceGeometry {
  /** Where the overlay element's origin is, and the scale of the body it lives in. */
  origin(overlay: HTMLElement): OverlayOrigin;
  /** A block element's rectangle. */
  blockRect(element: HTMLElement): ViewportRect;
  /** A caret at a visible offset of a rich-text region: a zero-width rectangle one line high. */
  caretRect(region: HTMLElement, offset: number): ViewportRect | null;
  /** The line boxes of the text between two visible offsets of a rich-text region. */
  rangeRects(region: HTMLElement, start: number, end: number): ViewportRect[];
}

function plain(rect: DOMRect | DOMRectReadOnly): ViewportRect {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

function textRange(region: HTMLElement, start: number, end: number): Range {
  const range = region.ownerDocument.createRange();
  const from = boundaryAt(region, start);
  const to = boundaryAt(region, end);
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

function firstLine(rects: DOMRectList): DOMRect | null {
  for (const rect of rects) if (rect.height > 0) return rect;
  return null;
}

function lastLine(rects: DOMRectList): DOMRect | null {
  for (let i = rects.length - 1; i >= 0; i -= 1) {
    const rect = rects[i];
    if (rect !== undefined && rect.height > 0) return rect;
  }
  return null;
}

function caretAt(left: number, line: DOMRect): ViewportRect {
  return { top: line.top, left, width: 0, height: line.height };
}

/** The caret where the browser draws one; else beside the character before or after it. */
function measureCaret(region: HTMLElement, offset: number): ViewportRect | null {
  const collapsed = firstLine(textRange(region, offset, offset).getClientRects());
  if (collapsed !== null) return caretAt(collapsed.left, collapsed);
  if (offset > 0) {
    const before = lastLine(textRange(region, offset - 1, offset).getClientRects());
    if (before !== null) return caretAt(before.right, before);
  }
  const after = firstLine(textRange(region, offset, offset + 1).getClientRects());
  if (after !== null) return caretAt(after.left, after);
  // An empty region: at its start, one line of its font high.
  const box = region.getBoundingClientRect();
  if (box.height === 0 && box.width === 0) return null;
  const view = region.ownerDocument.defaultView;
  const lineHeight = Number.parseFloat(view?.getComputedStyle(region).lineHeight ?? '');
  const height = Number.isFinite(lineHeight) ? Math.min(lineHeight, box.height) : box.height;
  return { top: box.top, left: box.left, width: 0, height };
}

/** The browser's layout. */
export const DOM_GEOMETRY: PresenceGeometry = {
  origin(overlay) {
    const rect = overlay.getBoundingClientRect();
    const width = overlay.offsetWidth;
    return { top: rect.top, left: rect.left, scale: width > 0 ? rect.width / width : 1 };
  },
  blockRect: (element) => plain(element.getBoundingClientRect()),
  caretRect: measureCaret,
  rangeRects(region, start, end) {
    const from = Math.min(start, end);
    const to = Math.max(start, end);
    return Array.from(textRange(region, from, to).getClientRects())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map(plain);
  },
};
