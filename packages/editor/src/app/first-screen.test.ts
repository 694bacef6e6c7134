import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CANVAS_DRAW_FALLBACK_MS, createFirstScreen, useFirstScreenDrawn } from './first-screen';

/** Waits the test fires by hand: the page settling, then timers. */
function manualWaits() {
  const settled: (() => void)[] = [];
  const painted: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    waits: {
      afterPageSettles: (callback: () => void) => {
        settled.push(callback);
        return () => {};
      },
      setTimeout: (callback: () => void, ms: number) => void timers.push({ callback, ms }),
      afterPaintIdle: (callback: () => void) => void painted.push(callback),
    },
    settle: () => {
      for (const callback of settled.splice(0)) callback();
    },
    paint: () => {
      for (const callback of painted.splice(0)) callback();
    },
    timers,
  };
}

describe('createFirstScreen', () => {
  it('a screen without the editing canvas has drawn once the page has settled', () => {
    const { waits, settle } = manualWaits();
    const screen = createFirstScreen(waits);
    screen.watch(false);
    const callback = vi.fn();
    screen.afterDrawn(callback);
    expect(callback).not.toHaveBeenCalled();
    settle();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(screen.isDrawn()).toBe(true);
  });

  it('the editing canvas: drawn once its blocks are painted, not when the page settles before', () => {
    const { waits, settle, paint } = manualWaits();
    const screen = createFirstScreen(waits);
    screen.watch(true);
    const callback = vi.fn();
    screen.afterDrawn(callback);
    settle();
    expect(callback).not.toHaveBeenCalled();
    screen.markCanvasDrawn();
    screen.markCanvasDrawn();
    expect(callback).not.toHaveBeenCalled();
    paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a canvas that never draws counts as drawn a while after the page has settled', () => {
    const { waits, settle, timers } = manualWaits();
    const screen = createFirstScreen(waits);
    screen.watch(true);
    const callback = vi.fn();
    screen.afterDrawn(callback);
    settle();
    expect(timers.map((timer) => timer.ms)).toEqual([CANVAS_DRAW_FALLBACK_MS]);
    timers[0]?.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once once drawn; a cancelled callback never runs', () => {
    const { waits, settle } = manualWaits();
    const screen = createFirstScreen(waits);
    const cancelled = vi.fn();
    // Nobody described the first screen: the page settling is enough.
    screen.afterDrawn(cancelled)();
    settle();
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    screen.afterDrawn(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is described once: a later description changes nothing', () => {
    const { waits, settle } = manualWaits();
    const screen = createFirstScreen(waits);
    screen.watch(false);
    screen.watch(true);
    settle();
    expect(screen.isDrawn()).toBe(true);
  });
});

describe('useFirstScreenDrawn', () => {
  it('is false until the first screen has drawn, then true; true at once for a later mount', () => {
    const { waits, paint } = manualWaits();
    const screen = createFirstScreen(waits);
    screen.watch(true);
    const first = renderHook(() => useFirstScreenDrawn(screen));
    expect(first.result.current).toBe(false);
    act(() => screen.markCanvasDrawn());
    expect(first.result.current).toBe(false);
    act(paint);
    expect(first.result.current).toBe(true);
    const later = renderHook(() => useFirstScreenDrawn(screen));
    expect(later.result.current).toBe(true);
  });
});
