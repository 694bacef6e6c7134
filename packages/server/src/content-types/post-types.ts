/** A registered post type, described as `/wp/v2/types` reports it. */
export interface PostTypeDefinition {
  slug: string;
  name: string;
  description: string;
  hierarchical: boolean;
  hasArchive: boolean | string;
  viewable: boolean;
  icon: string | null;
  restBase: string;
  restNamespace: string;
  taxonomies: string[];
  showInNavMenus: boolean;
  showUi: boolean;
  labels: PostTypeLabels;
}

export interface PostTypeLabels {
  name: string;
  singular_name: string;
  add_new: string;
  add_new_item: string;
  edit_item: string;
  new_item: string;
  view_item: string;
  view_items: string;
  search_items: string;
  not_found: string;
  not_found_in_trash: string;
  all_items: string;
  archives: string;
  item_published: string;
  item_updated: string;
  menu_name: string;
}

/** Builds the full label set from the plural and singular names, as WordPress derives them. */
function labels(
  plural: string,
  singular: string,
  overrides: Partial<PostTypeLabels> = {},
): PostTypeLabels {
  const lowerPlural = plural.toLowerCase();
  return {
    name: plural,
    singular_name: singular,
    add_new: 'Add New',
    add_new_item: `Add New ${singular}`,
    edit_item: `Edit ${singular}`,
    new_item: `New ${singular}`,
    view_item: `View ${singular}`,
    view_items: `View ${plural}`,
    search_items: `Search ${plural}`,
    not_found: `No ${lowerPlural} found.`,
    not_found_in_trash: `No ${lowerPlural} found in Trash.`,
    all_items: `All ${plural}`,
    archives: `${singular} Archives`,
    item_published: `${singular} published.`,
    item_updated: `${singular} updated.`,
    menu_name: plural,
    ...overrides,
  };
}

function define(
  slug: string,
  plural: string,
  singular: string,
  options: Partial<Omit<PostTypeDefinition, 'slug' | 'name' | 'labels'>> & {
    labels?: Partial<PostTypeLabels>;
  } = {},
): PostTypeDefinition {
  const { labels: labelOverrides, ...rest } = options;
  return {
    slug,
    name: plural,
    description: '',
    hierarchical: false,
    hasArchive: false,
    viewable: false,
    icon: null,
    restBase: slug,
    restNamespace: 'wp/v2',
    taxonomies: [],
    showInNavMenus: false,
    showUi: false,
    labels: labels(plural, singular, labelOverrides),
    ...rest,
  };
}

/** Every post type Atelier stores, in the order the REST index lists them. */
export const POST_TYPES: readonly PostTypeDefinition[] = [
  define('post', 'Posts', 'Post', {
    restBase: 'posts',
    viewable: true,
    icon: 'dashicons-admin-post',
    taxonomies: ['category', 'post_tag'],
    showInNavMenus: true,
    showUi: true,
  }),
  define('page', 'Pages', 'Page', {
    restBase: 'pages',
    viewable: true,
    hierarchical: true,
    icon: 'dashicons-admin-page',
    showInNavMenus: true,
    showUi: true,
  }),
  define('attachment', 'Media', 'Media', {
    restBase: 'media',
    viewable: true,
    icon: 'dashicons-admin-media',
    showUi: true,
    labels: {
      add_new_item: 'Add New Media File',
      not_found: 'No media found.',
      all_items: 'Library',
    },
  }),
  define('wp_block', 'Patterns', 'Pattern', {
    restBase: 'blocks',
    icon: 'dashicons-layout',
    taxonomies: ['wp_pattern_category'],
    showUi: true,
  }),
  define('wp_template', 'Templates', 'Template', {
    restBase: 'templates',
    showUi: true,
    labels: { add_new_item: 'Add New Template', all_items: 'Templates' },
  }),
  define('wp_template_part', 'Template Parts', 'Template Part', {
    restBase: 'template-parts',
    showUi: true,
    labels: { add_new_item: 'Add New Template Part', all_items: 'Template Parts' },
  }),
  define('wp_global_styles', 'Global Styles', 'Global Styles', { restBase: 'global-styles' }),
  define('wp_navigation', 'Navigation Menus', 'Navigation Menu', {
    restBase: 'navigation',
    showUi: true,
    labels: { not_found: 'No Navigation Menu found.' },
  }),
  define('wp_font_family', 'Font Families', 'Font Family', { restBase: 'font-families' }),
  define('wp_font_face', 'Font Faces', 'Font Face', {
    restBase: 'font-families/(?P<font_family_id>[\\d]+)/font-faces',
  }),
  define('wp_dataviews', 'Dataviews', 'Dataview', {
    restBase: 'wp_dataviews',
    taxonomies: ['wp_dataviews_type'],
  }),
];

export function findPostType(slug: string): PostTypeDefinition | undefined {
  return POST_TYPES.find((t) => t.slug === slug);
}
