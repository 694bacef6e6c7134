import { useCallback } from 'react';

/**
 * A ref that focuses its element when the element is shown (dialog fields, popover inputs) —
 * each time it appears, also when the component holding it stays mounted while hidden.
 */
export function useAutoFocus<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    element?.focus();
  }, []);
}
