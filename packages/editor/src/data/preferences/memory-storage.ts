import type { PreferenceStorage } from './local-preferences';

/** An in-memory `localStorage` stand-in for tests, with its items open to inspection. */
export function memoryStorage(): PreferenceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
