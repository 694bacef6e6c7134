import type { Query } from '../../data/entities/store-state';

/** The post type custom views are stored as. */
export const CUSTOM_VIEW_POST_TYPE = 'wp_dataviews';

/**
 * The list of a person's custom views of one list (spec 2 §7 'Custom views'): `wp_dataviews`
 * with the view type's term, by that person, oldest first.
 */
export function customViewsQuery(termId: number, authorId: number): Query {
  return {
    wp_dataviews_type: termId,
    author: authorId,
    orderby: 'date',
    order: 'asc',
    per_page: -1,
  };
}

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
