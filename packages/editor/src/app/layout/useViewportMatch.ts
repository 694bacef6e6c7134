import { useCallback, useSyncExternalStore } from 'react';

/** Wide screen threshold of spec 1 §9. */
export const WIDE_SCREEN_QUERY = '(min-width: 782px)';

/** Whether a media query currently matches; re-renders when that changes. */
export function useViewportMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
