import { describe, expect, it } from 'vitest';
import { FLIP_BELOW_MAX_HEIGHT, placeToolbar, type Rect, toContainer } from './toolbar-placement';

const viewport: Rect = { top: 0, left: 0, right: 1000, bottom: 800 };
const toolbar = { width: 300, height: 48 };
const rect = (top: number, left: number, width: number, height: number): Rect => ({
  top,
  left,
  right: left + width,
  bottom: top + height,
});

describe('placeToolbar', () => {
  it('sits just above the block when there is room and nothing to cover', () => {
    expect(placeToolbar({ block: rect(300, 100, 600, 80), toolbar, viewport })).toEqual({
      top: 300 - 4 - 48,
      left: 100,
      side: 'above',
    });
  });

  it('stays above when the block before it ends higher than the toolbar', () => {
    const placed = placeToolbar({
      block: rect(300, 100, 600, 80),
      toolbar,
      viewport,
      previous: rect(150, 100, 600, 80),
    });
    expect(placed.side).toBe('above');
  });

  it('flips below a short block rather than cover the block just before it', () => {
    const placed = placeToolbar({
      block: rect(300, 100, 600, 30),
      toolbar,
      viewport,
      previous: rect(240, 100, 600, 50),
    });
    expect(placed).toEqual({ top: 334, left: 100, side: 'below' });
  });

  it('flips below a short block near the top of the canvas (no room above)', () => {
    expect(placeToolbar({ block: rect(10, 0, 1000, 60), toolbar, viewport })).toMatchObject({
      top: 74,
      side: 'below',
    });
  });

  it('goes inside a tall block near the top, under its first line of text', () => {
    const placed = placeToolbar({
      block: rect(10, 0, 1000, FLIP_BELOW_MAX_HEIGHT + 100),
      toolbar,
      viewport,
      firstLineBottom: 40,
    });
    expect(placed).toEqual({ top: 44, left: 0, side: 'inside' });
  });

  it('sticks to the top of the visible canvas when the block top has scrolled away', () => {
    const placed = placeToolbar({
      block: rect(-400, 50, 600, 1000),
      toolbar,
      viewport,
      firstLineBottom: -370,
    });
    expect(placed).toEqual({ top: 4, left: 50, side: 'inside' });
  });

  it('goes inside when below would leave the visible canvas', () => {
    const placed = placeToolbar({
      block: rect(700, 100, 600, 90),
      toolbar,
      viewport,
      previous: rect(600, 100, 600, 90),
      firstLineBottom: 725,
    });
    expect(placed).toEqual({ top: 729, left: 100, side: 'inside' });
  });

  it('never covers the first line: above (within the canvas) when the block is one line', () => {
    const placed = placeToolbar({
      block: rect(760, 100, 600, 30),
      toolbar,
      viewport,
      previous: rect(700, 100, 600, 50),
      firstLineBottom: 790,
    });
    expect(placed).toEqual({ top: 708, left: 100, side: 'above' });
  });

  it('is clamped horizontally inside the canvas', () => {
    expect(placeToolbar({ block: rect(300, 900, 100, 50), toolbar, viewport }).left).toBe(700);
    expect(placeToolbar({ block: rect(300, -50, 100, 50), toolbar, viewport }).left).toBe(0);
    const narrow = { ...viewport, right: 200 };
    expect(placeToolbar({ block: rect(300, 50, 100, 50), toolbar, viewport: narrow }).left).toBe(0);
  });

  it('places next to a scaled (zoomed-out) block by its on-screen rectangle', () => {
    const placed = placeToolbar({ block: rect(200, 300, 270, 45), toolbar, viewport });
    expect(placed).toEqual({ top: 148, left: 300, side: 'above' });
  });

  it('in zoom-out goes beside the block, level with its top: left, else right', () => {
    const vertical = { width: 48, height: 200 };
    const input = { toolbar: vertical, viewport, beside: true };
    expect(placeToolbar({ ...input, block: rect(300, 300, 400, 40) })).toEqual({
      top: 300,
      left: 248,
      side: 'beside',
    });
    expect(placeToolbar({ ...input, block: rect(300, 20, 400, 40) })).toEqual({
      top: 300,
      left: 424,
      side: 'beside',
    });
    // Scrolled: level with the top of the visible canvas.
    expect(placeToolbar({ ...input, block: rect(-100, 300, 400, 400) }).top).toBe(0);
    // No room on either side: the ordinary rule.
    expect(placeToolbar({ ...input, block: rect(300, 20, 960, 40) }).side).toBe('above');
  });
});

describe('toContainer', () => {
  it('is the identity for an unscaled page box at the origin', () => {
    expect(toContainer({ top: 10, left: 20 }, { x: 0, y: 0 }, 1)).toEqual({ top: 10, left: 20 });
  });

  it('adds the scroll offset for the page box', () => {
    expect(toContainer({ top: 10, left: 20 }, { x: 0, y: -500 }, 1)).toEqual({
      top: 510,
      left: 20,
    });
  });

  it('undoes the zoom-out scale of the body', () => {
    expect(toContainer({ top: 145, left: 190 }, { x: 100, y: 100 }, 0.45)).toEqual({
      top: 100,
      left: 200,
    });
  });
});
