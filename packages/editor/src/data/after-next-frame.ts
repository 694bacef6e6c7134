// When work that follows what the page shows runs: in the next frame (remote changes read into the
// store), after it (writes of shared records, the store's listeners hearing of typed text), or at
// once (tests, and places with no frames).

/** Asks for `run` to be called later; answers the function that cancels the request. */
export type WriteScheduler = (run: () => void) => () => void;

/** The longest a write waits when no frame comes (a hidden tab draws none). */
const LONGEST_WAIT_MS = 100;

/**
 * In the next frame's animation callbacks, before it is drawn (so the frame shows what `run`
 * changes), or after 100 ms when no frame comes first.
 */
export const inNextFrame: WriteScheduler = (run) => {
  let frame: number | null = null;
  let fallback: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (fallback !== null) clearTimeout(fallback);
    frame = null;
    fallback = null;
  };
  const fire = () => {
    cancel();
    run();
  };
  fallback = setTimeout(fire, LONGEST_WAIT_MS);
  frame = requestAnimationFrame(fire);
  return cancel;
};

/**
 * After the next frame is drawn (a task queued from its animation callback), or after 100 ms when
 * no frame comes first.
 */
export const afterNextFrame: WriteScheduler = (run) => {
  let task: ReturnType<typeof setTimeout> | null = null;
  const cancelFrame = inNextFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelFrame();
    if (task !== null) clearTimeout(task);
    task = null;
  };
};

/** Writes straight away (tests, and places with no frames). */
export const immediately: WriteScheduler = (run) => {
  run();
  return () => undefined;
};
