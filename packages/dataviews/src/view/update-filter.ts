import type { Filter, View } from '../types';

/** Changes the operator and/or value of the filter on a field and goes back to page 1. */
export function updateFilter(
  view: View,
  fieldId: string,
  changes: Partial<Pick<Filter, 'operator' | 'value'>>,
): View {
  const filters = view.filters ?? [];
  if (!filters.some((filter) => filter.field === fieldId)) {
    return view;
  }
  return {
    ...view,
    filters: filters.map((filter) =>
      filter.field === fieldId ? { ...filter, ...changes } : filter,
    ),
    page: 1,
  };
}
