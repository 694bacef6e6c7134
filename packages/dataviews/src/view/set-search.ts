import type { View } from '../types';

/** Sets the search text; a new search starts again at page 1. */
export function setSearch(view: View, search: string): View {
  if ((view.search ?? '') === search) {
    return view;
  }
  return { ...view, search, page: 1 };
}
