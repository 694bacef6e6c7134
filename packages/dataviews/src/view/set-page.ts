import type { View } from '../types';

/** Goes to a page (1-based); anything below 1 or not whole is brought back to a valid page. */
export function setPage(view: View, page: number): View {
  const next = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  if ((view.page ?? 1) === next) {
    return view;
  }
  return { ...view, page: next };
}
