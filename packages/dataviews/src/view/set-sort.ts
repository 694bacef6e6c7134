import type { SortDirection, View } from '../types';

/** Sorts the view by a field in a direction; the page is kept. */
export function setSort(view: View, field: string, direction: SortDirection): View {
  if (view.sort?.field === field && view.sort.direction === direction) {
    return view;
  }
  return { ...view, sort: { field, direction } };
}
