import { useEffect, useState } from 'react';

/**
 * False until `ready` holds, then true from the task after the next frame: by then what `ready`
 * drew (a list's rows) has been painted, so work started on the answer (live previews) never
 * holds that paint back. Stays true once true.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs before that frame's paint; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
