/** Where the swipe divider starts: half of each side. */
export const SWIPE_START = 50;

/** How far an arrow key moves the divider, and Page Up / Page Down (percent of the width). */
export const SWIPE_STEP = 5;
export const SWIPE_PAGE_STEP = 20;

function clamped(position: number): number {
  return Math.min(100, Math.max(0, Math.round(position)));
}

/**
 * The divider's position after a key, as a slider moves (right and up: more of the selected
 * revision shows; Home / End: either side whole); null for a key a slider does not use.
 */
export function swipePositionAfterKey(position: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamped(position + SWIPE_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamped(position - SWIPE_STEP);
    case 'PageUp':
      return clamped(position + SWIPE_PAGE_STEP);
    case 'PageDown':
      return clamped(position - SWIPE_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The divider's position under a pointer at `x`, over a box from `left` that is `width` wide. */
export function swipePositionAt(x: number, left: number, width: number): number {
  return width > 0 ? clamped(((x - left) / width) * 100) : SWIPE_START;
}

/** What the slider says of its value: 'Selected revision 60%, current styles 40%'. */
export function swipeValueText(position: number): string {
  return `Selected revision ${position}%, current styles ${100 - position}%`;
}
