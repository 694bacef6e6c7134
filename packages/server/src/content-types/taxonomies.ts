/** A registered taxonomy, described as `/wp/v2/taxonomies` reports it. */
export interface TaxonomyDefinition {
  slug: string;
  name: string;
  description: string;
  types: string[];
  hierarchical: boolean;
  restBase: string;
  restNamespace: string;
  publiclyQueryable: boolean;
  showUi: boolean;
  labels: Record<string, string>;
}

function define(
  slug: string,
  plural: string,
  singular: string,
  options: Partial<Omit<TaxonomyDefinition, 'slug' | 'name' | 'labels'>> = {},
): TaxonomyDefinition {
  return {
    slug,
    name: plural,
    description: '',
    types: [],
    hierarchical: false,
    restBase: slug,
    restNamespace: 'wp/v2',
    publiclyQueryable: false,
    showUi: false,
    labels: {
      name: plural,
      singular_name: singular,
      search_items: `Search ${plural}`,
      all_items: `All ${plural}`,
      edit_item: `Edit ${singular}`,
      view_item: `View ${singular}`,
      update_item: `Update ${singular}`,
      add_new_item: `Add New ${singular}`,
      new_item_name: `New ${singular} Name`,
      not_found: `No ${plural.toLowerCase()} found.`,
      no_terms: `No ${plural.toLowerCase()}`,
      back_to_items: `← Go to ${plural}`,
      menu_name: plural,
    },
    ...options,
  };
}

/** Every taxonomy Atelier stores. */
export const TAXONOMIES: readonly TaxonomyDefinition[] = [
  define('category', 'Categories', 'Category', {
    types: ['post'],
    hierarchical: true,
    restBase: 'categories',
    publiclyQueryable: true,
    showUi: true,
  }),
  define('post_tag', 'Tags', 'Tag', {
    types: ['post'],
    restBase: 'tags',
    publiclyQueryable: true,
    showUi: true,
  }),
  define('wp_pattern_category', 'Pattern Categories', 'Pattern Category', {
    types: ['wp_block'],
    restBase: 'wp_pattern_category',
    showUi: true,
  }),
  define('wp_template_part_area', 'Template Part Areas', 'Template Part Area', {
    types: ['wp_template_part'],
  }),
  define('wp_dataviews_type', 'Dataview types', 'Dataview type', {
    types: ['wp_dataviews'],
    restBase: 'wp_dataviews_type',
  }),
];

export function findTaxonomy(slug: string): TaxonomyDefinition | undefined {
  return TAXONOMIES.find((t) => t.slug === slug);
}
