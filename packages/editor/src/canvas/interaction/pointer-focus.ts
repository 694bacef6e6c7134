/** A mousedown in the canvas whose default action is still to come: the browser will focus there. */
export interface PendingPointer {
  /** The element pressed. */
  target: Node;
  /** Whether a handler prevented the mousedown's default (then nothing gets focus from it). */
  prevented(): boolean;
}

/**
 * Whether the browser's own focusing, at the end of a mousedown, puts focus in the selected block:
 * then moving focus there first is work the browser undoes (two focus changes, and a forced style
 * and layout in the commit that painted the selection). That holds when the press landed inside
 * the block's element and its default action was not prevented (a shift+click extends a range and
 * prevents it). A press inside the block on something that cannot take focus gives focus to the
 * block itself, which is focusable (`tabIndex` -1).
 */
export function pointerWillFocus(pending: PendingPointer | null, block: Element): boolean {
  return pending !== null && !pending.prevented() && block.contains(pending.target);
}
