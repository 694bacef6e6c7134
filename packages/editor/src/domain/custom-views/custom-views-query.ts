export { customViewsQuery } from '@atelier/blocks/rest';

/** The post type custom views are stored as. */
export const CUSTOM_VIEW_POST_TYPE = 'wp_dataviews';

/** A custom view as the sidebar lists it. */
export interface CustomViewItem {
  id: number;
  title: string;
}

function rawTitle(title: unknown): string {
  if (typeof title === 'string') return title;
  if (typeof title === 'object' && title !== null && 'raw' in title) {
    return typeof title.raw === 'string' ? title.raw : '';
  }
  return '';
}

/** A `wp_dataviews` record as the sidebar lists it (its raw title). */
export function toCustomViewItem(record: Readonly<Record<string, unknown>>): CustomViewItem {
  return { id: Number(record.id), title: rawTitle(record.title) };
}
