/**
 * The template hierarchy templates in the conventional order of spec 1 §2.4, with the name and
 * a short explanation the Add template modal shows for each.
 */
export interface HierarchyTemplate {
  slug: string;
  title: string;
  description: string;
}

export const HIERARCHY_TEMPLATES: readonly HierarchyTemplate[] = Object.freeze([
  {
    slug: 'front-page',
    title: 'Front Page',
    description: 'The first page visitors see at the site address, whatever it lists.',
  },
  {
    slug: 'home',
    title: 'Blog Home',
    description: 'The page that lists the latest posts, on the front page or the posts page.',
  },
  {
    slug: 'single',
    title: 'Single Posts',
    description: 'Shows one post at a time.',
  },
  {
    slug: 'page',
    title: 'Pages',
    description: 'Shows one static page at a time.',
  },
  {
    slug: 'index',
    title: 'Index',
    description: 'The last resort: used whenever no more specific template fits.',
  },
  {
    slug: 'archive',
    title: 'All Archives',
    description: 'Lists posts by date, category, tag or author when nothing more specific fits.',
  },
  {
    slug: 'author',
    title: 'Author Archives',
    description: 'Lists the posts of one author.',
  },
  {
    slug: 'category',
    title: 'Category Archives',
    description: 'Lists the posts filed under one category.',
  },
  {
    slug: 'date',
    title: 'Date Archives',
    description: 'Lists the posts of a year, a month or a day.',
  },
  {
    slug: 'tag',
    title: 'Tag Archives',
    description: 'Lists the posts carrying one tag.',
  },
  {
    slug: 'search',
    title: 'Search Results',
    description: 'Shows what a site search found.',
  },
  {
    slug: '404',
    title: 'Page: 404',
    description: 'Shown when nothing exists at the address a visitor asked for.',
  },
]);

const ORDER = new Map(HIERARCHY_TEMPLATES.map((template, index) => [template.slug, index]));

/** Position of a slug in the conventional order, or -1 when it is not a hierarchy template. */
export function hierarchyIndex(slug: string): number {
  return ORDER.get(slug) ?? -1;
}
