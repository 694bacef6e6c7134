export { viewTypeTermQuery } from '@atelier/blocks/rest';

/** The taxonomy whose terms name the list a custom view belongs to. */
export const VIEW_TYPE_TAXONOMY = 'wp_dataviews_type';

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
