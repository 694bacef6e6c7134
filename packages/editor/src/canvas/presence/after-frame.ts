/** The timers of a window that `afterFrame` uses (the canvas frame's own, or a test's). */
export interface FrameTimers {
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number): void;
}

/** A task that runs at most once per frame, however often it is asked for. */
export interface AfterFrameTask {
  /** Asks for a run after the next frame (nothing more while one is pending). */
  schedule(): void;
  /** Drops a pending run. */
  cancel(): void;
}

/**
 * Runs `task` once after the next frame is drawn, however many times it was asked for before:
 * the animation-frame callback only queues a task, so the work never lengthens the frame that
 * shows a keystroke (typing's keydown → next frame stays as it was), and a burst of changes
 * (a keystroke's selection change, its document update, a resize) costs one run.
 */
export function afterFrame(timers: FrameTimers, task: () => void): AfterFrameTask {
  let frame: number | null = null;
  let timeout: number | null = null;
  const run = () => {
    timeout = null;
    task();
  };
  return {
    schedule() {
      if (frame !== null || timeout !== null) return;
      frame = timers.requestAnimationFrame(() => {
        frame = null;
        timeout = timers.setTimeout(run, 0);
      });
    },
    cancel() {
      if (frame !== null) timers.cancelAnimationFrame(frame);
      if (timeout !== null) timers.clearTimeout(timeout);
      frame = null;
      timeout = null;
    },
  };
}
