import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stopped changing for `delay` ms (at once on the
 * first render), so work that follows it (re-rendering a loop's other posts, searching for
 * links) waits while a person types.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
