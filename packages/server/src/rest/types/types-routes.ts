import {
  findPostType,
  POST_TYPES,
  type PostTypeDefinition,
} from '../../content-types/post-types.js';
import { AppError } from '../../errors/app-error.js';
import {
  assertEditContextAllowed,
  contextArg,
  type RestContext,
  requestContext,
} from '../context-arg.js';
import type { RestRequest, RestRoute } from '../router.js';

const EDIT_CONTEXT_MESSAGE = 'Sorry, you are not allowed to edit posts in this post type.';

function present(type: PostTypeDefinition, context: RestContext) {
  const base = {
    description: type.description,
    hierarchical: type.hierarchical,
    has_archive: type.hasArchive,
    name: type.name,
    slug: type.slug,
    icon: type.icon,
    taxonomies: type.taxonomies,
    rest_base: type.restBase,
    rest_namespace: type.restNamespace,
    _links: {
      collection: [{ href: '/wp-json/wp/v2/types' }],
      'wp:items': [{ href: `/wp-json/${type.restNamespace}/${type.restBase}` }],
    },
  };
  if (context !== 'edit') return base;
  return {
    ...base,
    capabilities: {},
    labels: type.labels,
    supports: {},
    // No post type declares a block template, so none is locked (WordPress's defaults).
    template: [],
    template_lock: false,
    viewable: type.viewable,
    visibility: { show_in_nav_menus: type.showInNavMenus, show_ui: type.showUi },
  };
}

function checkContext(request: RestRequest) {
  assertEditContextAllowed(request, 'edit_posts', EDIT_CONTEXT_MESSAGE);
}

/** `/wp/v2/types`: the post types, with labels and flags in edit context. */
export const typesRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/types',
    permission: checkContext,
    keyedCollection: true,
    args: { context: contextArg },
    handler: (request) => {
      const context = requestContext(request);
      return { body: Object.fromEntries(POST_TYPES.map((t) => [t.slug, present(t, context)])) };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/types/:type',
    permission: checkContext,
    args: {
      type: { type: 'string', description: 'An alphanumeric identifier for the post type.' },
      context: contextArg,
    },
    handler: (request) => {
      const type = findPostType(String(request.params.type));
      if (!type) throw new AppError('rest_type_invalid', 'Invalid post type.', 404);
      return { body: present(type, requestContext(request)) };
    },
  },
];
