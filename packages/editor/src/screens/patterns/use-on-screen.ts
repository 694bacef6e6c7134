import { type RefObject, useEffect, useState } from 'react';

/** How far outside the visible area a card starts rendering, so scrolling finds it ready. */
const MARGIN = '200px';

/**
 * Whether an element has come on screen (or near it) once: true from then on. Without
 * IntersectionObserver every element counts as on screen.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
