import type { WriteScheduler } from '../../after-next-frame';

/**
 * Frames a test draws itself: what a binding schedules for the next frame (a write, a read of
 * the others' changes) waits until `frame()`.
 */
export function manualFrames() {
  let queued: (() => void)[] = [];
  const schedule: WriteScheduler = (run) => {
    queued.push(run);
    return () => {
      queued = queued.filter((item) => item !== run);
    };
  };
  return {
    schedule,
    waiting: () => queued.length,
    frame() {
      const runs = queued;
      queued = [];
      for (const run of runs) run();
    },
  };
}
