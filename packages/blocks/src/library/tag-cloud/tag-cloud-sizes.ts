import type { TermCount } from '../../render/widget-lookups';

/** A tag of the cloud with its font size. */
export interface SizedTag {
  term: TermCount;
  /** The CSS size with its unit, e.g. `14.5pt`. */
  fontSize: string;
}

/** A CSS length split into number and unit (`22pt` → 22, `pt`); `pt` when the unit is missing. */
export function splitLength(value: string, fallback: number): { size: number; unit: string } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z%]*)\s*$/i.exec(value);
  if (!match?.[1]) return { size: fallback, unit: 'pt' };
  return { size: Number(match[1]), unit: match[2] || 'pt' };
}

/** A number as PHP prints a float (14 significant digits, no trailing zeros). */
function phpNumber(value: number): string {
  return String(Number(value.toPrecision(14)));
}

/**
 * WordPress's tag cloud: the `limit` tags with the most posts (ties by name), shown by name, each
 * sized linearly between the smallest and largest size by its post count.
 */
export function sizeTags(
  terms: readonly TermCount[],
  options: { limit: number; smallest: string; largest: string },
): SizedTag[] {
  const chosen = [...terms]
    .filter((term) => term.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, options.limit > 0 ? options.limit : undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
  if (chosen.length === 0) return [];
  const smallest = splitLength(options.smallest, 8);
  const largest = splitLength(options.largest, 22);
  const counts = chosen.map((term) => term.count);
  const minCount = Math.min(...counts);
  const spread = Math.max(1, Math.max(...counts) - minCount);
  const step = Math.max(0, largest.size - smallest.size) / spread;
  return chosen.map((term) => ({
    term,
    fontSize: `${phpNumber(smallest.size + (term.count - minCount) * step)}${smallest.unit}`,
  }));
}
