/** How many recently run commands the palette remembers. */
export const RECENT_LIMIT = 5;

/** The recent list after running `name`: it comes first, once, and the oldest drop off. */
export function withRecent(
  recent: readonly string[],
  name: string,
  limit = RECENT_LIMIT,
): string[] {
  return [name, ...recent.filter((other) => other !== name)].slice(0, limit);
}

/** Reads the stored list: only strings, whatever was saved. */
export function readRecent(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Recently run commands first, most recent first; the others keep their order. */
export function recentFirst<T extends { name: string }>(
  commands: readonly T[],
  recent: readonly string[],
): T[] {
  const rank = (command: T) => {
    const index = recent.indexOf(command.name);
    return index === -1 ? recent.length : index;
  };
  return [...commands].sort((a, b) => rank(a) - rank(b));
}
