import type { View } from '../types';

/** Removes the filter on a field and goes back to page 1; no filter there, no change. */
export function removeFilter(view: View, fieldId: string): View {
  const filters = view.filters ?? [];
  if (!filters.some((filter) => filter.field === fieldId)) {
    return view;
  }
  return { ...view, filters: filters.filter((filter) => filter.field !== fieldId), page: 1 };
}
