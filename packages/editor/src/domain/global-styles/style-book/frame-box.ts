/** How an example frame sits in its box. */
export interface FrameBox {
  /** The frame's layout width: its box's, or the example's own viewport width. */
  width: string;
  /** The height the box takes, in CSS pixels (the content's, scaled). */
  height: number;
  /** The frame's scale: 1 unless it is laid out wider than its box. */
  scale: number;
}

/**
 * The size of a frame showing `contentHeight` pixels of content: at the box's width, or, with a
 * `viewportWidth`, laid out at that width and scaled down to the box (never up), so the box is as
 * tall as the scaled content. Nothing shows while the box has no width yet.
 */
export function frameBox(
  contentHeight: number,
  boxWidth: number,
  viewportWidth?: number,
): FrameBox {
  if (viewportWidth === undefined) return { width: '100%', height: contentHeight, scale: 1 };
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / viewportWidth) : 0;
  return { width: `${viewportWidth}px`, height: Math.ceil(contentHeight * scale), scale };
}
