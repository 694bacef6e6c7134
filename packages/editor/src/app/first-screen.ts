import { useEffect, useState } from 'react';
import { afterPageSettles } from './page-load';

/**
 * Past the page's settling, the longest a first screen that opens the editing canvas waits for
 * the canvas to draw (its record failed, its code never came): then it counts as drawn anyway.
 */
export const CANVAS_DRAW_FALLBACK_MS = 3000;

/** When the page's first screen has drawn its content, for what should come only after it. */
export interface FirstScreen {
  /**
   * Says what the first screen is (main.tsx, once, before the first render): one that opens
   * the editing canvas has drawn when the canvas has drawn its blocks; any other once the page
   * has loaded and settled. A first screen nobody described counts as the second kind.
   */
  watch(opensCanvas: boolean): void;
  /**
   * Called by a canvas once its record's blocks are in its frame: the first screen has drawn
   * once they are painted and the main thread is idle (what waits for it never delays them).
   */
  markCanvasDrawn(): void;
  /** Whether the first screen has drawn. */
  isDrawn(): boolean;
  /** Runs `callback` once the first screen has drawn (at once if it has). Returns a cancel. */
  afterDrawn(callback: () => void): () => void;
}

/** The waits of `FirstScreen`, given as functions so that tests can drive them. */
export interface FirstScreenWaits {
  afterPageSettles(callback: () => void): () => void;
  setTimeout(callback: () => void, ms: number): void;
  /** Runs `callback` once what was just committed has been painted and the main thread is idle. */
  afterPaintIdle(callback: () => void): void;
}

/** The longest `afterPaintIdle` waits for an idle moment after the paint. */
const PAINT_IDLE_TIMEOUT_MS = 1000;

const BROWSER_WAITS: FirstScreenWaits = {
  afterPageSettles,
  setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
  afterPaintIdle: (callback) => {
    // The next frame's callbacks run after the commit's paint; idle comes after that frame.
    window.requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(callback, { timeout: PAINT_IDLE_TIMEOUT_MS });
      } else {
        window.setTimeout(callback, 0);
      }
    });
  },
};

/** A first screen's state: see `FirstScreen`. */
export function createFirstScreen(waits: FirstScreenWaits = BROWSER_WAITS): FirstScreen {
  let drawn = false;
  let watched = false;
  let opensCanvas = false;
  const waiting = new Set<() => void>();
  const finish = () => {
    if (drawn) return;
    drawn = true;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  };
  const watch = (canvas: boolean) => {
    if (watched) return;
    watched = true;
    opensCanvas = canvas;
    waits.afterPageSettles(() => {
      if (opensCanvas) waits.setTimeout(finish, CANVAS_DRAW_FALLBACK_MS);
      else finish();
    });
  };
  let canvasDrawn = false;
  return {
    watch,
    markCanvasDrawn() {
      if (canvasDrawn) return;
      canvasDrawn = true;
      waits.afterPaintIdle(finish);
    },
    isDrawn: () => drawn,
    afterDrawn(callback) {
      if (drawn) {
        callback();
        return () => {};
      }
      watch(false);
      waiting.add(callback);
      return () => void waiting.delete(callback);
    },
  };
}

/** The page's first screen. */
export const firstScreen: FirstScreen = createFirstScreen();

/** Whether the page's first screen has drawn; true from then on (later mounts at once). */
export function useFirstScreenDrawn(screen: FirstScreen = firstScreen): boolean {
  const [drawn, setDrawn] = useState(screen.isDrawn);
  useEffect(() => (drawn ? undefined : screen.afterDrawn(() => setDrawn(true))), [drawn, screen]);
  return drawn;
}
