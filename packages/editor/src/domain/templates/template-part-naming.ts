/** Spec 2 §5: the slug a template part gets when its title leaves nothing usable. */
export const DEFAULT_TEMPLATE_PART_SLUG = 'wp-custom-part';

/**
 * A title no other part has (compared case-insensitively): the name as typed, else the name
 * followed by ' 2', ' 3', … (spec 2 §5).
 */
export function uniqueTemplatePartTitle(title: string, existingTitles: readonly string[]): string {
  const taken = new Set(existingTitles.map((existing) => existing.trim().toLowerCase()));
  const base = title.trim();
  if (!taken.has(base.toLowerCase())) return base;
  let suffix = 2;
  while (taken.has(`${base} ${suffix}`.toLowerCase())) suffix += 1;
  return `${base} ${suffix}`;
}

/**
 * The slug of a new part: the title in lowercase with dashes between words, characters other
 * than word characters and hyphens removed; 'wp-custom-part' when nothing is left.
 */
export function templatePartSlug(title: string): string {
  const slug = title
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? DEFAULT_TEMPLATE_PART_SLUG : slug;
}
