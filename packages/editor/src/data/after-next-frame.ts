// When work that follows what the page shows runs: after the next frame (writes of shared records,
// the store's listeners hearing of typed text), or at once (tests, and places with no frames).

/** Asks for `run` to be called later; answers the function that cancels the request. */
export type WriteScheduler = (run: () => void) => () => void;

/** The longest a write waits when no frame comes (a hidden tab draws none). */
const LONGEST_WAIT_MS = 100;

/**
 * After the next frame is drawn (its animation callback queues a task), or after 100 ms when no
 * frame comes first.
 */
export const afterNextFrame: WriteScheduler = (run) => {
  let frame: number | null = null;
  let task: ReturnType<typeof setTimeout> | null = null;
  let fallback: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (task !== null) clearTimeout(task);
    if (fallback !== null) clearTimeout(fallback);
    frame = null;
    task = null;
    fallback = null;
  };
  const fire = () => {
    cancel();
    run();
  };
  fallback = setTimeout(fire, LONGEST_WAIT_MS);
  frame = requestAnimationFrame(() => {
    frame = null;
    task = setTimeout(fire, 0);
  });
  return cancel;
};

/** Writes straight away (tests, and places with no frames). */
export const immediately: WriteScheduler = (run) => {
  run();
  return () => undefined;
};
