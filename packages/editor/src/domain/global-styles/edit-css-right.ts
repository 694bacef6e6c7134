import type { EntityRecord } from '../../data/entities/store-state';

/**
 * Whether the person may edit CSS (spec 3 §6): the global styles record carries the
 * `wp:action-edit-css` link only for those who may, as WordPress's does.
 */
export function canEditCss(record: EntityRecord | undefined): boolean {
  const links = record?._links;
  if (typeof links !== 'object' || links === null) return false;
  const action: unknown = Reflect.get(links, 'wp:action-edit-css');
  return Array.isArray(action) && action.length > 0;
}

/** The site's Additional CSS in a styles value ('' when there is none). */
export function additionalCss(styles: unknown): string {
  if (typeof styles !== 'object' || styles === null) return '';
  const css: unknown = Reflect.get(styles, 'css');
  return typeof css === 'string' ? css : '';
}
