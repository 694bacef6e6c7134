/**
 * Where on the public site a template shows (for previews and the 'View' action): the address
 * the template hierarchy would answer with it. Templates with no address of their own (custom
 * templates, `page`, `single`, `archive`) preview through the front page.
 */

const PREFIX_PATHS: readonly [prefix: string, path: (slug: string) => string][] = [
  ['single-post-', (slug) => `/${slug}/`],
  ['page-', (slug) => `/${slug}/`],
  ['category-', (slug) => `/category/${slug}/`],
  ['tag-', (slug) => `/tag/${slug}/`],
  ['author-', (slug) => `/author/${slug}/`],
];

const FIXED_PATHS: Readonly<Record<string, string>> = {
  search: '/?s=',
  '404': '/atelier-preview-missing-page/',
  date: `/${new Date().getFullYear()}/`,
};

function sitePath(templateSlug: string): string {
  const fixed = FIXED_PATHS[templateSlug];
  if (fixed !== undefined) return fixed;
  for (const [prefix, path] of PREFIX_PATHS) {
    if (templateSlug.startsWith(prefix) && templateSlug.length > prefix.length) {
      return path(encodeURIComponent(templateSlug.slice(prefix.length)));
    }
  }
  return '/';
}

/** The public address of a template's slug, carrying the theme preview when there is one. */
export function templatePreviewUrl(
  templateSlug: string,
  homeUrl: string,
  themePreview?: string,
): string {
  const url = new URL(sitePath(templateSlug), homeUrl.endsWith('/') ? homeUrl : `${homeUrl}/`);
  if (themePreview !== undefined && themePreview !== '') {
    url.searchParams.set('wp_theme_preview', themePreview);
  }
  return url.toString();
}
