import { describe, expect, it } from 'vitest';
import { afterFrame, type FrameTimers } from './after-frame';

/** Timers a test advances by hand: frames first, then the tasks they queued. */
function manualTimers() {
  let next = 1;
  const frames = new Map<number, () => void>();
  const tasks = new Map<number, () => void>();
  const timers: FrameTimers = {
    requestAnimationFrame(callback) {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => frames.delete(handle),
    setTimeout(callback) {
      tasks.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => tasks.delete(handle),
  };
  const drain = (queue: Map<number, () => void>) => {
    const due = [...queue.values()];
    queue.clear();
    for (const callback of due) callback();
  };
  return {
    timers,
    frame: () => drain(frames),
    tasks: () => drain(tasks),
  };
}

describe('afterFrame', () => {
  it('runs once after the frame, however often it was asked before', () => {
    const clock = manualTimers();
    let runs = 0;
    const task = afterFrame(clock.timers, () => {
      runs += 1;
    });
    task.schedule();
    task.schedule();
    clock.frame();
    expect(runs).toBe(0);
    task.schedule();
    clock.tasks();
    expect(runs).toBe(1);
    clock.frame();
    clock.tasks();
    expect(runs).toBe(1);
  });

  it('runs again when asked after a run', () => {
    const clock = manualTimers();
    let runs = 0;
    const task = afterFrame(clock.timers, () => {
      runs += 1;
    });
    for (let round = 0; round < 3; round += 1) {
      task.schedule();
      clock.frame();
      clock.tasks();
    }
    expect(runs).toBe(3);
  });

  it('drops a pending run when cancelled, in the frame or after it', () => {
    const clock = manualTimers();
    let runs = 0;
    const task = afterFrame(clock.timers, () => {
      runs += 1;
    });
    task.schedule();
    task.cancel();
    clock.frame();
    clock.tasks();
    task.schedule();
    clock.frame();
    task.cancel();
    clock.tasks();
    expect(runs).toBe(0);
  });
});
