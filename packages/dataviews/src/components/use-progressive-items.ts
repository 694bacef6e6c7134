import { useEffect, useState } from 'react';

/** Items rendered in the first frame and added per following frame. */
export const PROGRESSIVE_STEP = 3;

/**
 * Returns a growing prefix of `items`: the first 3 straight away, then 3 more on each animation
 * frame until all are shown, so a large page paints quickly. Starts over when `items` changes.
 */
export function useProgressiveItems<Item>(items: readonly Item[], step = PROGRESSIVE_STEP): Item[] {
  const [shown, setShown] = useState({ items, count: Math.min(step, items.length) });
  const current = shown.items === items ? shown : { items, count: Math.min(step, items.length) };
  if (current !== shown) {
    setShown(current);
  }

  useEffect(() => {
    if (current.count >= items.length) {
      return;
    }
    const frame = requestAnimationFrame(() => {
      setShown((previous) =>
        previous.items === items
          ? { items, count: Math.min(previous.count + step, items.length) }
          : previous,
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [current.count, items, step]);

  return items.slice(0, current.count);
}
