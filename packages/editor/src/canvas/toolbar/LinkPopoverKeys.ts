import type { LinkSuggestion } from '../blocks/navigation/link-suggestions';

/** What a key in the link popover's field does. */
export type LinkPopoverKey =
  | { kind: 'close' }
  | { kind: 'move'; active: number }
  | { kind: 'apply' }
  | { kind: 'none' };

/** Escape closes, arrows move through the suggestions (wrapping), Enter applies. */
export function linkPopoverKey(key: string, active: number, count: number): LinkPopoverKey {
  if (key === 'Escape') return { kind: 'close' };
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return { kind: 'none' };
    const step = key === 'ArrowDown' ? 1 : -1;
    return { kind: 'move', active: (active + step + count) % count };
  }
  if (key === 'Enter') return { kind: 'apply' };
  return { kind: 'none' };
}

/**
 * The URL a link gets: the highlighted option — the typed address comes first when it is one,
 * then the pages and posts found — or null when there is none (words still being searched).
 */
export function urlToApply(options: readonly LinkSuggestion[], active: number): string | null {
  return options[active]?.url ?? null;
}
