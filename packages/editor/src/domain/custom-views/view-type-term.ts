import type { Query } from '../../data/entities/store-state';

/** The taxonomy whose terms name the list a custom view belongs to. */
export const VIEW_TYPE_TAXONOMY = 'wp_dataviews_type';

/**
 * The look-up of a view type's term: `GET wp_dataviews_type?slug={type}`. In the view context,
 * so anyone who may keep views can find it (the edit context needs `manage_categories`).
 */
export function viewTypeTermQuery(viewType: string): Query {
  return { slug: viewType, context: 'view' };
}

/** The term to add when a list has none yet: its name (and so its slug) is the view type. */
export function newViewTypeTerm(viewType: string): { name: string } {
  return { name: viewType };
}

/** The id of the view type's term among terms read from REST, or null when it is not there. */
export function findViewTypeTermId(
  terms: readonly Readonly<Record<string, unknown>>[] | null,
  viewType: string,
): number | null {
  const term = (terms ?? []).find((candidate) => candidate.slug === viewType);
  const id = Number(term?.id);
  return term !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}
