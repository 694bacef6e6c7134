import { useEffect, useState } from 'react';

/** Items rendered in the first frame and added per following frame. */
export const PROGRESSIVE_STEP = 3;

function sameItems<Item>(a: readonly Item[], b: readonly Item[]): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

interface Progress<Item> {
  items: readonly Item[];
  count: number;
}

/**
 * Returns a growing prefix of `items`: the first 3 straight away, then 3 more on each animation
 * frame until all are shown, so a large page paints quickly. Starts over when the items change
 * (a new array holding the same items does not count as a change).
 */
export function useProgressiveItems<Item>(items: readonly Item[], step = PROGRESSIVE_STEP): Item[] {
  const [progress, setProgress] = useState<Progress<Item>>(() => ({
    items,
    count: Math.min(step, items.length),
  }));
  let current = progress;
  if (!sameItems(progress.items, items)) {
    current = { items, count: Math.min(step, items.length) };
    setProgress(current);
  }
  const isComplete = current.count >= current.items.length;

  useEffect(() => {
    if (isComplete) {
      return;
    }
    const frame = requestAnimationFrame(() => {
      setProgress((previous) => ({
        items: previous.items,
        count: Math.min(previous.count + step, previous.items.length),
      }));
    });
    return () => cancelAnimationFrame(frame);
  });

  return current.items.slice(0, current.count);
}
