/** Templates that show the site's front page, most specific first (the template hierarchy). */
const FRONT_SLUGS = ['front-page', 'home', 'index'] as const;

/**
 * The template the Styles area shows beside its sidebar: the one the front page is drawn with
 * (`front-page`, else `home`, else `index`), by its record id; null when the theme has none.
 */
export function frontTemplateId(
  templates: readonly Readonly<Record<string, unknown>>[] | null | undefined,
): string | null {
  for (const slug of FRONT_SLUGS) {
    const found = templates?.find((template) => template.slug === slug);
    if (found !== undefined && typeof found.id === 'string' && found.id !== '') return found.id;
  }
  return null;
}
