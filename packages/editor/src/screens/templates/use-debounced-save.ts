import { useCallback, useEffect, useRef } from 'react';

/** Spec 1 §9: title debounce. */
export const SETTINGS_SAVE_DELAY_MS = 300;

/**
 * Runs `save` once typing pauses for `delay` ms; a pending save still runs when the component
 * goes away, so nothing typed is lost.
 */
export function useDebouncedSave(save: () => void, delay = SETTINGS_SAVE_DELAY_MS): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(save);
  latest.current = save;

  useEffect(
    () => () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        latest.current();
      }
    },
    [],
  );

  return useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, delay);
  }, [delay]);
}
