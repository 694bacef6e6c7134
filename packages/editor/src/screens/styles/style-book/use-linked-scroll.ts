import { type RefCallback, type UIEvent, useCallback, useRef } from 'react';

/** What a scroll container spreads on itself to scroll with the others linked to it. */
export interface LinkedScroll {
  ref: RefCallback<HTMLElement>;
  onScroll(event: UIEvent<HTMLElement>): void;
}

/**
 * Scroll containers that scroll together: the one a person scrolls sets the others' position.
 * The scroll a container gets from being set is not passed on again, so a shorter one, which
 * stops early, never pulls the longer one back.
 */
export function useLinkedScroll(): LinkedScroll {
  const elements = useRef(new Set<HTMLElement>());
  // Containers whose next scroll event is the echo of a position set here.
  const echoes = useRef(new Set<HTMLElement>());
  const ref = useCallback((element: HTMLElement | null) => {
    if (element === null) return;
    elements.current.add(element);
    return () => {
      elements.current.delete(element);
      echoes.current.delete(element);
    };
  }, []);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const source = event.currentTarget;
    if (echoes.current.delete(source)) return;
    for (const other of elements.current) {
      if (other === source || other.scrollTop === source.scrollTop) continue;
      const before = other.scrollTop;
      other.scrollTop = source.scrollTop;
      if (other.scrollTop !== before) echoes.current.add(other);
    }
  }, []);
  return { ref, onScroll };
}
