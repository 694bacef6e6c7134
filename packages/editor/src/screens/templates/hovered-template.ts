import { useSyncExternalStore } from 'react';

/**
 * The template the pointer or focus rests on in the Templates sidebar, for the preview beside
 * it. The two areas are siblings in the layout, so they share this small store.
 */
function createHoverStore() {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(slug: string | null) {
      if (slug === current) return;
      current = slug;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const hoveredTemplate = createHoverStore();

/** The slug of the template being pointed at, or null. */
export function useHoveredTemplate(): string | null {
  return useSyncExternalStore(hoveredTemplate.subscribe, hoveredTemplate.get, hoveredTemplate.get);
}
