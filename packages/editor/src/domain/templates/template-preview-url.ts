/**
 * Where on the public site a template shows (for previews and the 'View' action): an address the
 * template hierarchy answers with it. Addresses that depend on the site's content (a page, a
 * post, the posts page) come from `PreviewTargets`; without them the front page stands in.
 */

/** Paths of real content the previews can point at; each may be unknown. */
export interface PreviewTargets {
  /** The posts page (`page_for_posts`) when the front page shows a static page. */
  postsPagePath?: string;
  /** Any page other than the front page and the posts page. */
  pagePath?: string;
  /** Any published post. */
  postPath?: string;
  /** An author's slug (the current user's). */
  authorSlug?: string;
  year?: number;
}

const PREFIX_PATHS: readonly [prefix: string, path: (slug: string) => string][] = [
  ['single-post-', (slug) => `/${slug}/`],
  ['page-', (slug) => `/${slug}/`],
  ['category-', (slug) => `/category/${slug}/`],
  ['tag-', (slug) => `/tag/${slug}/`],
  ['author-', (slug) => `/author/${slug}/`],
];

function yearPath(targets: PreviewTargets): string {
  return `/${targets.year ?? new Date().getFullYear()}/`;
}

/** Hierarchy templates whose address depends on the site's content. */
const CONTENT_PATHS: Readonly<Record<string, (targets: PreviewTargets) => string | undefined>> = {
  home: (targets) => targets.postsPagePath,
  page: (targets) => targets.pagePath,
  single: (targets) => targets.postPath,
  author: (targets) =>
    targets.authorSlug === undefined ? undefined : `/author/${targets.authorSlug}/`,
  archive: yearPath,
  date: yearPath,
  search: () => '/?s=',
  '404': () => '/atelier-preview-missing-page/',
};

/**
 * The slug a template previews by: custom templates (chosen per page or post, such as
 * `page-no-title`) are not item templates even when their slug looks like one, so they preview
 * through the front page.
 */
export function previewSlug(template: { slug: string; isCustom: boolean }): string {
  return template.isCustom ? '' : template.slug;
}

/** The site path a template slug renders at, `/` when unknown. */
export function templateSitePath(templateSlug: string, targets: PreviewTargets = {}): string {
  const fromContent = CONTENT_PATHS[templateSlug];
  if (fromContent !== undefined) return fromContent(targets) ?? '/';
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
  targets: PreviewTargets = {},
): string {
  const base = homeUrl.endsWith('/') ? homeUrl : `${homeUrl}/`;
  const url = new URL(templateSitePath(templateSlug, targets).replace(/^\//, ''), base);
  if (themePreview !== undefined && themePreview !== '') {
    url.searchParams.set('wp_theme_preview', themePreview);
  }
  return url.toString();
}
