import type { Filter, View } from '../types';

/**
 * Adds a filter, replacing any filter already on the same field (one filter per field), and goes
 * back to page 1 (spec 2 §4).
 */
export function addFilter(view: View, filter: Filter): View {
  const others = (view.filters ?? []).filter((existing) => existing.field !== filter.field);
  return { ...view, filters: [...others, filter], page: 1 };
}
