import { useEffect, useRef } from 'react';

/** A ref that focuses its element once it is shown (dialog fields, popover inputs). */
export function useAutoFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
