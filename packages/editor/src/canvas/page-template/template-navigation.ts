import type { EditorLocation, LocationTarget } from '../../app/location';
import type { RecordRef } from '../../data/entities/store-state';

/**
 * 'Edit template' from a page: the page's template in edit mode at its own route, remembering the
 * page in the location (`fromPage`), so 'Back to page' can return there — after a reload too.
 */
export function editTemplateTarget(template: RecordRef, page: RecordRef): LocationTarget {
  return { path: `/wp_template/${template.id}`, canvas: 'edit', fromPage: String(page.id) };
}

/**
 * 'Back to page': the page a template was opened from, in edit mode; null when this location is
 * not a template opened from a page.
 */
export function backToPageTarget(location: EditorLocation): LocationTarget | null {
  const { fromPage, path } = location;
  if (fromPage === undefined || !/^[1-9][0-9]*$/.test(fromPage)) return null;
  if (!path.startsWith('/wp_template/')) return null;
  return { path: `/page/${fromPage}`, canvas: 'edit' };
}
