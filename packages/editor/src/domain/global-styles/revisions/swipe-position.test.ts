import { describe, expect, it } from 'vitest';
import {
  SWIPE_PAGE_STEP,
  SWIPE_START,
  SWIPE_STEP,
  swipePositionAfterKey,
  swipePositionAt,
  swipeValueText,
} from './swipe-position';

describe('swipe position', () => {
  it('moves with the keys a slider uses, within 0 to 100, and ignores the others', () => {
    expect(swipePositionAfterKey(SWIPE_START, 'ArrowRight')).toBe(50 + SWIPE_STEP);
    expect(swipePositionAfterKey(SWIPE_START, 'ArrowUp')).toBe(50 + SWIPE_STEP);
    expect(swipePositionAfterKey(SWIPE_START, 'ArrowLeft')).toBe(50 - SWIPE_STEP);
    expect(swipePositionAfterKey(SWIPE_START, 'ArrowDown')).toBe(50 - SWIPE_STEP);
    expect(swipePositionAfterKey(SWIPE_START, 'PageUp')).toBe(50 + SWIPE_PAGE_STEP);
    expect(swipePositionAfterKey(SWIPE_START, 'PageDown')).toBe(50 - SWIPE_PAGE_STEP);
    expect(swipePositionAfterKey(98, 'ArrowRight')).toBe(100);
    expect(swipePositionAfterKey(2, 'PageDown')).toBe(0);
    expect(swipePositionAfterKey(40, 'Home')).toBe(0);
    expect(swipePositionAfterKey(40, 'End')).toBe(100);
    expect(swipePositionAfterKey(40, 'Enter')).toBeNull();
  });

  it('follows the pointer across the box, held within it', () => {
    expect(swipePositionAt(300, 100, 400)).toBe(50);
    expect(swipePositionAt(50, 100, 400)).toBe(0);
    expect(swipePositionAt(900, 100, 400)).toBe(100);
    expect(swipePositionAt(300, 100, 0)).toBe(SWIPE_START);
  });

  it('says how much of each side shows', () => {
    expect(swipeValueText(70)).toBe('Selected revision 70%, current styles 30%');
  });
});
