import {
  findTaxonomy,
  TAXONOMIES,
  type TaxonomyDefinition,
} from '../../content-types/taxonomies.js';
import { AppError } from '../../errors/app-error.js';
import {
  assertEditContextAllowed,
  contextArg,
  type RestContext,
  requestContext,
} from '../context-arg.js';
import type { RestRequest, RestRoute } from '../router.js';

function present(taxonomy: TaxonomyDefinition, context: RestContext) {
  const base = {
    name: taxonomy.name,
    slug: taxonomy.slug,
    description: taxonomy.description,
    types: taxonomy.types,
    hierarchical: taxonomy.hierarchical,
    rest_base: taxonomy.restBase,
    rest_namespace: taxonomy.restNamespace,
    _links: {
      collection: [{ href: '/wp-json/wp/v2/taxonomies' }],
      'wp:items': [{ href: `/wp-json/${taxonomy.restNamespace}/${taxonomy.restBase}` }],
    },
  };
  if (context !== 'edit') return base;
  return {
    ...base,
    capabilities: {},
    labels: taxonomy.labels,
    show_cloud: false,
    visibility: {
      public: taxonomy.publiclyQueryable,
      publicly_queryable: taxonomy.publiclyQueryable,
      show_admin_column: false,
      show_in_nav_menus: taxonomy.publiclyQueryable,
      show_in_quick_edit: taxonomy.showUi,
      show_ui: taxonomy.showUi,
    },
  };
}

function checkContext(request: RestRequest) {
  assertEditContextAllowed(
    request,
    'edit_posts',
    'Sorry, you are not allowed to manage terms in this taxonomy.',
  );
}

/** `/wp/v2/taxonomies`: the taxonomies, optionally only those of one post type. */
export const taxonomiesRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/taxonomies',
    permission: checkContext,
    keyedCollection: true,
    args: {
      context: contextArg,
      type: {
        type: 'string',
        description: 'Limit results to taxonomies associated with a specific post type.',
      },
    },
    handler: (request) => {
      const context = requestContext(request);
      const type = request.params.type;
      const list =
        typeof type === 'string' ? TAXONOMIES.filter((t) => t.types.includes(type)) : TAXONOMIES;
      return { body: Object.fromEntries(list.map((t) => [t.slug, present(t, context)])) };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/taxonomies/:taxonomy',
    permission: checkContext,
    args: { taxonomy: { type: 'string' }, context: contextArg },
    handler: (request) => {
      const taxonomy = findTaxonomy(String(request.params.taxonomy));
      if (!taxonomy) throw new AppError('rest_taxonomy_invalid', 'Invalid taxonomy.', 404);
      return { body: present(taxonomy, requestContext(request)) };
    },
  },
];
