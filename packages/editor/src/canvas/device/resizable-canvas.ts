/** Constants of the resizable canvas (spec 1 §2.7, §9). */
export const RESIZE = Object.freeze({
  /** Minimum width in the first (browse) layout. */
  minWidthLayout: 300,
  /** Minimum width in the editor frame. */
  minWidthEditor: 320,
  /** Arrow key step in px; Shift multiplies it. */
  step: 20,
  shiftMultiplier: 5,
  /** Maximum width as a share of the starting width. */
  maxRatio: 1.5,
  /** Widths at or above this snap to full width. */
  fullWidthBreakpoint: 1300,
  /** Width / height of the resized frame. */
  aspectRatio: 9 / 19.5,
});

/** Where the canvas is being resized: the editor frame or the first layout. */
export type ResizeContext = 'editor' | 'layout';

export function minimumWidth(context: ResizeContext): number {
  return context === 'editor' ? RESIZE.minWidthEditor : RESIZE.minWidthLayout;
}

/** A width kept between the minimum and 150 % of the starting width. */
export function clampWidth(width: number, startWidth: number, context: ResizeContext): number {
  const max = startWidth * RESIZE.maxRatio;
  return Math.round(Math.min(max, Math.max(minimumWidth(context), width)));
}

/** Space kept on each side of a resizable canvas for its handle, inside the content area. */
export const RESIZE_GUTTER = 16;

/**
 * The width while the handle is dragged `deltaX` px from where it started. The frame stays
 * centred, so its width changes twice as much as the pointer moves and its edge stays under
 * the pointer.
 */
export function dragWidth(startWidth: number, deltaX: number, maxStartWidth: number): number {
  return clampWidth(startWidth + deltaX * 2, maxStartWidth, 'editor');
}

/** The width after an arrow key: ±20, ±100 with Shift; other keys leave it (null). */
export function widthAfterKey(
  width: number,
  key: string,
  shiftKey: boolean,
  startWidth: number,
  context: ResizeContext,
): number | null {
  const direction = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (direction === 0) return null;
  const step = RESIZE.step * (shiftKey ? RESIZE.shiftMultiplier : 1);
  return clampWidth(width + direction * step, startWidth, context);
}

/** Whether a width shows the canvas at full width (at or past the breakpoint). */
export function isFullWidth(width: number | null): boolean {
  return width === null || width >= RESIZE.fullWidthBreakpoint;
}

/** The frame height for a resized width (aspect ratio 9 / 19.5), no taller than the space. */
export function frameHeight(width: number, availableHeight: number): number {
  return Math.round(Math.min(availableHeight, width / RESIZE.aspectRatio));
}

/** Entities edited in focus mode: a part or pattern on its own rather than a whole page. */
const FOCUS_MODE_ENTITIES: readonly string[] = ['wp_template_part', 'wp_block', 'wp_navigation'];

/**
 * Whether the canvas may be resized (spec 1 §4.7): only in focus mode, in edit mode, on a wide
 * screen, and not while a new template part is being started from a pattern.
 */
export function canResizeCanvas(state: {
  entityName: string;
  canvasMode: 'view' | 'edit';
  isWideScreen: boolean;
  isTemplatePartStart?: boolean;
}): boolean {
  return (
    FOCUS_MODE_ENTITIES.includes(state.entityName) &&
    state.canvasMode === 'edit' &&
    state.isWideScreen &&
    state.isTemplatePartStart !== true
  );
}
