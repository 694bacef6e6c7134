import { useRef } from 'react';

/**
 * The value, kept as the same object while its JSON stays the same: a derived piece of a larger
 * structure that is rebuilt on every edit keeps its identity, so what depends on it does not
 * redraw for edits elsewhere.
 */
export function useJsonStable<T>(value: T): T {
  const kept = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value) ?? '';
  if (kept.current === null || kept.current.json !== json) kept.current = { json, value };
  return kept.current.value;
}
