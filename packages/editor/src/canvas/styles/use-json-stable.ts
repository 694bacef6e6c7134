import { useRef } from 'react';

/**
 * The value, kept as the same object while its JSON stays the same: a derived piece of a larger
 * structure that is rebuilt on every edit keeps its identity, so what depends on it does not
 * redraw for edits elsewhere. The very object given last time is not written out again (a render
 * for another reason: the canvas's frame arriving).
 */
export function useJsonStable<T>(value: T): T {
  const kept = useRef<{ json: string; value: T; given: T } | null>(null);
  if (kept.current !== null && kept.current.given === value) return kept.current.value;
  const json = JSON.stringify(value) ?? '';
  if (kept.current === null || kept.current.json !== json)
    kept.current = { json, value, given: value };
  else kept.current.given = value;
  return kept.current.value;
}
