import type { View } from '@atelier/dataviews';
import { DEFAULT_PAGES_VIEW, pagesViewProblems } from './pages-view';

export interface CustomPagesView {
  view: View;
  /** True when the stored view names fields, operators or statuses pages do not have. */
  rejected: boolean;
}

/**
 * The view a custom view of the pages list shows: its stored view over the defaults, or the
 * default view when it does not fit pages (checked like a view read from a URL).
 */
export function customPagesView(stored: View): CustomPagesView {
  if (pagesViewProblems(stored).length > 0) return { view: DEFAULT_PAGES_VIEW, rejected: true };
  return { view: { ...DEFAULT_PAGES_VIEW, ...stored }, rejected: false };
}
