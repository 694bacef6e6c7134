import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * `value`, except when its `key` changes: then the value of the previous key stays (the same
 * object, so memoised children do not render again) until the next frame has painted, and the new
 * one follows in a task after it. The settings sidebar follows a new selection this way, so the
 * frame that shows the block's outline and toolbar does not wait for the new block's panels;
 * changes of the same key (edits to the selected block) pass through at once. `same` says when
 * two values of one key are the same (a value made afresh on every render is not).
 */
export function useSwitchAfterPaint<T>(
  value: T,
  key: string | null,
  same: (a: T, b: T) => boolean = Object.is,
  view: Window = window,
): T {
  const [shown, setShown] = useState({ key, value });
  // The same key with a newer value: keep it, so a later switch holds the latest of the old key.
  if (key === shown.key && !same(value, shown.value)) setShown({ key, value });
  // The switch takes the key's latest value when it happens (renders meanwhile do not delay it).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (key === shown.key) return;
    let timer = 0;
    const frame = view.requestAnimationFrame(() => {
      // As a transition: a reader's `useDeferredValue` of it takes the new value in the same
      // render (one commit, not two), and a keystroke meanwhile goes first.
      timer = view.setTimeout(
        () => startTransition(() => setShown({ key, value: latest.current })),
        0,
      );
    });
    return () => {
      view.cancelAnimationFrame(frame);
      view.clearTimeout(timer);
    };
  }, [key, shown.key, view]);
  return key === shown.key ? value : shown.value;
}
