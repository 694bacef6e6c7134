/** A template type of the block-theme hierarchy, with the one wording the server and editor use. */
export interface TemplateType {
  title: string;
  description: string;
  /** The more general template used when this one does not exist; `index` has none. */
  fallback?: string;
}

/** The templates of the hierarchy a block theme may provide (keyed by slug). */
export const TEMPLATE_TYPES: Readonly<Record<string, Readonly<TemplateType>>> = Object.freeze({
  index: {
    title: 'Index',
    description: 'The fallback for every view that has no more specific template.',
  },
  home: {
    title: 'Blog Home',
    description:
      'Shows the latest posts, on the front page or on the page chosen as the posts page. A Front Page template takes precedence on the front page.',
    fallback: 'index',
  },
  'front-page': {
    title: 'Front Page',
    description: 'The site’s front page, whether it shows the latest posts or a chosen page.',
    fallback: 'home',
  },
  singular: {
    title: 'Single Entries',
    description:
      'Shows any single entry, such as a post or a page, unless a more specific template exists.',
    fallback: 'index',
  },
  single: { title: 'Single Posts', description: 'Shows a single post.', fallback: 'singular' },
  page: { title: 'Pages', description: 'Shows a single page.', fallback: 'singular' },
  archive: {
    title: 'All Archives',
    description:
      'Shows any list of posts (by category, tag, author or date) without a more specific template.',
    fallback: 'index',
  },
  author: {
    title: 'Author Archives',
    description: 'Shows the posts of one author.',
    fallback: 'archive',
  },
  category: {
    title: 'Category Archives',
    description: 'Shows the posts of one category.',
    fallback: 'archive',
  },
  taxonomy: {
    title: 'Taxonomy',
    description: 'Shows the entries of one term of a custom taxonomy.',
    fallback: 'archive',
  },
  date: {
    title: 'Date Archives',
    description: 'Shows the posts of a year, month or day.',
    fallback: 'archive',
  },
  tag: { title: 'Tag Archives', description: 'Shows the posts with one tag.', fallback: 'archive' },
  attachment: {
    title: 'Attachment Pages',
    description: 'Shows a single media item.',
    fallback: 'singular',
  },
  search: {
    title: 'Search Results',
    description: 'Shows the results of a site search.',
    fallback: 'index',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'Shows the site’s privacy policy page.',
    fallback: 'page',
  },
  '404': {
    title: 'Page: 404',
    description: 'Shown when no content matches the address.',
    fallback: 'index',
  },
});

/** The conventional order of hierarchy templates in the Templates screen (spec 1 §2.4). */
export const HIERARCHY_ORDER = Object.freeze([
  'front-page',
  'home',
  'single',
  'page',
  'index',
  'archive',
  'author',
  'category',
  'date',
  'tag',
  'search',
  '404',
] as const);

/** A hierarchy template as the Add template modal offers it. */
export interface HierarchyTemplate {
  slug: string;
  title: string;
  description: string;
}

/** The hierarchy templates in the conventional order, with their titles and descriptions. */
export const HIERARCHY_TEMPLATES: readonly HierarchyTemplate[] = Object.freeze(
  HIERARCHY_ORDER.map((slug) => {
    const type = TEMPLATE_TYPES[slug];
    return Object.freeze({
      slug,
      title: type?.title ?? slug,
      description: type?.description ?? '',
    });
  }),
);

const ORDER = new Map<string, number>(HIERARCHY_ORDER.map((slug, index) => [slug, index]));

/** Position of a slug in the conventional order, or -1 when it is not a hierarchy template. */
export function hierarchyIndex(slug: string): number {
  return ORDER.get(slug) ?? -1;
}
