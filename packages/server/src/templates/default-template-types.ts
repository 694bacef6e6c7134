/** The templates of the hierarchy a block theme may provide, with the titles the editor shows. */
export const DEFAULT_TEMPLATE_TYPES: Readonly<
  Record<string, { title: string; description: string }>
> = {
  index: {
    title: 'Index',
    description: 'The fallback for every view that has no more specific template.',
  },
  home: {
    title: 'Blog Home',
    description:
      'Shows the latest posts, on the front page or on the page chosen as the posts page. A Front Page template takes precedence on the front page.',
  },
  'front-page': {
    title: 'Front Page',
    description: 'The site’s front page, whether it shows the latest posts or a chosen page.',
  },
  singular: {
    title: 'Single Entries',
    description:
      'Shows any single entry, such as a post or a page, unless a more specific template exists.',
  },
  single: { title: 'Single Posts', description: 'Shows a single post.' },
  page: { title: 'Pages', description: 'Shows a single page.' },
  archive: {
    title: 'All Archives',
    description:
      'Shows any list of posts (by category, tag, author or date) without a more specific template.',
  },
  author: { title: 'Author Archives', description: 'Shows the posts of one author.' },
  category: { title: 'Category Archives', description: 'Shows the posts of one category.' },
  taxonomy: {
    title: 'Taxonomy',
    description: 'Shows the entries of one term of a custom taxonomy.',
  },
  date: { title: 'Date Archives', description: 'Shows the posts of a year, month or day.' },
  tag: { title: 'Tag Archives', description: 'Shows the posts with one tag.' },
  attachment: { title: 'Attachment Pages', description: 'Shows a single media item.' },
  search: { title: 'Search Results', description: 'Shows the results of a site search.' },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'Shows the site’s privacy policy page.',
  },
  '404': { title: 'Page: 404', description: 'Shown when no content matches the address.' },
};

/** The conventional order of hierarchy templates in the Templates screen (spec 1 §2.4). */
export const TEMPLATE_ORDER = [
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
] as const;

/** The template part areas and their titles. */
export const TEMPLATE_PART_AREAS: Readonly<Record<string, { label: string; description: string }>> =
  {
    header: {
      label: 'Header',
      description: 'The top of the site: usually the title, logo and main menu.',
    },
    footer: {
      label: 'Footer',
      description: 'The bottom of the site: usually contact details, links and credits.',
    },
    sidebar: { label: 'Sidebar', description: 'Content beside the main column.' },
    uncategorized: { label: 'General', description: 'Any other part of a layout.' },
  };

export function isTemplatePartArea(value: string): boolean {
  return value in TEMPLATE_PART_AREAS;
}
