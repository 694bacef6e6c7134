/**
 * Where the block toolbar goes (pure geometry, no DOM). All rectangles are in the canvas frame's
 * viewport coordinates, as `getBoundingClientRect` gives them — already scaled in zoom-out.
 *
 * The rule, as in WordPress: the toolbar sits just above the selected block. When that would leave
 * the visible canvas or cover the block before it, it flips below a short block; otherwise it goes
 * inside the block, under its first line of text (sticking to the top of the visible canvas when
 * the block's top is scrolled away). It is always clamped horizontally inside the canvas. In
 * zoom-out it goes beside the block (left, else right), where it covers nothing.
 */

export interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export type ToolbarSide = 'above' | 'below' | 'inside' | 'beside';

export interface PlacementInput {
  /** The selected block. */
  block: Rect;
  /** The toolbar at the size it is shown (never scaled). */
  toolbar: Size;
  /** The visible part of the canvas. */
  viewport: Rect;
  /** The bottom of the block's first line of text, when it has text. */
  firstLineBottom?: number;
  /** The block just before the selected one, whose content the toolbar should not cover. */
  previous?: Rect;
  /**
   * Zoom-out: the (reduced, vertical) toolbar goes beside the block, level with its top edge, in
   * the empty margin of the scaled canvas — as WordPress's zoom-out toolbar does.
   */
  beside?: boolean;
}

export interface Placement {
  top: number;
  left: number;
  side: ToolbarSide;
}

/** Space between the toolbar and the edge it sits against. */
const TOOLBAR_GAP = 4;
/** A block taller than this never gets the toolbar below it: it would be too far from its top. */
export const FLIP_BELOW_MAX_HEIGHT = 240;

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function placeToolbar({
  block,
  toolbar,
  viewport,
  firstLineBottom,
  previous,
  beside,
}: PlacementInput): Placement {
  if (beside === true) {
    const top = Math.max(viewport.top, Math.min(block.top, block.bottom - TOOLBAR_GAP));
    const onLeft = block.left - TOOLBAR_GAP - toolbar.width;
    if (onLeft >= viewport.left) return { top, left: onLeft, side: 'beside' };
    const onRight = block.right + TOOLBAR_GAP;
    if (onRight + toolbar.width <= viewport.right) return { top, left: onRight, side: 'beside' };
  }
  const maxLeft = viewport.right - toolbar.width;
  const left = Math.max(viewport.left, Math.min(block.left, maxLeft));
  const box = (top: number): Rect => ({
    top,
    left,
    right: left + toolbar.width,
    bottom: top + toolbar.height,
  });

  const above = block.top - TOOLBAR_GAP - toolbar.height;
  const coversPrevious = previous !== undefined && overlaps(box(above), previous);
  if (above >= viewport.top && !coversPrevious) return { top: above, left, side: 'above' };

  const below = block.bottom + TOOLBAR_GAP;
  const short = block.bottom - block.top <= FLIP_BELOW_MAX_HEIGHT;
  if (short && below >= viewport.top && below + toolbar.height <= viewport.bottom) {
    return { top: below, left, side: 'below' };
  }

  // Inside: under the first line (never hiding it), or at the top of the visible canvas when the
  // block's top has scrolled away; only while the toolbar still fits within the block.
  const lineBottom = firstLineBottom ?? block.top;
  const inside = Math.max(viewport.top + TOOLBAR_GAP, lineBottom + TOOLBAR_GAP);
  if (inside + toolbar.height <= block.bottom) return { top: inside, left, side: 'inside' };

  // Nowhere clear: above, kept within the visible canvas.
  return { top: Math.max(viewport.top, above), left, side: 'above' };
}

/**
 * From viewport coordinates to those of the toolbar's containing box: `origin` is that box's
 * top-left corner in the viewport and `scale` its transform (0.45 in zoom-out, else 1).
 */
export function toContainer(
  point: { top: number; left: number },
  origin: { x: number; y: number },
  scale: number,
): { top: number; left: number } {
  return { top: (point.top - origin.y) / scale, left: (point.left - origin.x) / scale };
}
