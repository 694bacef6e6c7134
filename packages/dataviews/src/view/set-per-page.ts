import type { View } from '../types';
import { PER_PAGE_OPTIONS } from './per-page-options';

/**
 * Sets items per page to one of 10, 20, 50 or 100 and goes back to page 1. Any other number is
 * refused (the view comes back unchanged).
 */
export function setPerPage(view: View, perPage: number): View {
  if (!PER_PAGE_OPTIONS.includes(perPage) || view.perPage === perPage) {
    return view;
  }
  return { ...view, perPage, page: 1 };
}
