import type { Capability } from '../../src/auth/capabilities.js';
import type { HttpMethod } from '../../src/rest/router.js';

/**
 * The authorisation matrix as data: for every REST route, what a caller needs, written from
 * WordPress's capability mapping (map_meta_cap) and the choices in docs/api.md, not from the
 * route code. The matrix test turns each row into requests per role, ownership and context.
 */

/** What a caller needs: nothing, a login, a capability, or a combination. */
export type Requirement =
  | 'public'
  | 'logged_in'
  | 'nobody'
  | Capability
  | { all: readonly Requirement[] }
  | { any: readonly Requirement[] };

/** One requirement for everyone, or one for one's own item and one for other people's. */
export type Access = Requirement | { own: Requirement; others: Requirement };

/** What fills a route's path parameters, and who owns it. */
export type FixtureKind =
  | 'post:publish'
  | 'post:draft'
  | 'page:publish'
  | 'page:draft'
  | 'block:publish'
  | 'block:draft'
  | 'navigation:publish'
  | 'dataview:publish'
  | 'post-revision'
  | 'page-revision'
  | 'block-revision'
  | 'navigation-revision'
  | 'media'
  | 'category'
  | 'tag'
  | 'pattern-category'
  | 'dataviews-type'
  | 'template'
  | 'template-part'
  | 'global-styles'
  | 'global-styles-revision'
  | 'font-family'
  | 'font-face'
  | 'theme'
  | 'user'
  | 'fresh-user'
  | 'application-password'
  | 'comment'
  | 'comment-post';

export interface MatrixRow {
  method: HttpMethod;
  /** The route as registered, namespace included: `/wp/v2/posts/:id`. */
  route: string;
  /** A label for rows of the same route (status of the item, kind of change). */
  variant?: string;
  fixture?: FixtureKind;
  /** Fixed path parameters (`type`, `taxonomy`). */
  params?: Record<string, string>;
  /** Query-string additions (`force=true`, `status=active`). */
  query?: Record<string, string>;
  /** The body of a write; `n` is unique per request, `params` are the fixture's. */
  body?: (n: number, params: Record<string, string>) => Record<string, unknown>;
  /** Send a small JPEG as the raw body (media uploads). */
  upload?: boolean;
  /** Send a pattern `.json` file as multipart form data (pattern import); `n` is unique. */
  patternFile?: boolean;
  /** Act as a user made for this one request (the request deletes or demotes the actor). */
  freshActor?: boolean;
  /** GET rows: access in `context=view` and in `context=edit`. */
  view?: Access;
  edit?: Access;
  /** Other methods: access to make the change. */
  write?: Access;
}

/** The capabilities guarding one post type, as WordPress's `cap` object names them. */
interface TypeCaps {
  read: Requirement;
  edit: Capability;
  editOthers: Capability;
  editPublished: Capability;
  publish: Capability;
  delete: Capability;
  deleteOthers: Capability;
  deletePublished: Capability;
}

const POSTS: TypeCaps = {
  read: 'public',
  edit: 'edit_posts',
  editOthers: 'edit_others_posts',
  editPublished: 'edit_published_posts',
  publish: 'publish_posts',
  delete: 'delete_posts',
  deleteOthers: 'delete_others_posts',
  deletePublished: 'delete_published_posts',
};

const PAGES: TypeCaps = {
  read: 'public',
  edit: 'edit_pages',
  editOthers: 'edit_others_pages',
  editPublished: 'edit_published_pages',
  publish: 'publish_pages',
  delete: 'delete_pages',
  deleteOthers: 'delete_others_pages',
  deletePublished: 'delete_published_pages',
};

/** User patterns (wp_block), as docs/api-posts.md lists them. */
const PATTERNS: TypeCaps = {
  read: 'edit_posts',
  edit: 'edit_posts',
  editOthers: 'edit_others_posts',
  editPublished: 'edit_published_pages',
  publish: 'publish_posts',
  delete: 'delete_posts',
  deleteOthers: 'delete_others_posts',
  deletePublished: 'delete_published_pages',
};

/** Custom views (wp_dataviews): the posts' capabilities, reading needs edit_published_posts. */
const DATAVIEWS: TypeCaps = { ...POSTS, read: 'edit_published_posts' };

const single = (cap: Capability): TypeCaps => ({
  read: cap,
  edit: cap,
  editOthers: cap,
  editPublished: cap,
  publish: cap,
  delete: cap,
  deleteOthers: cap,
  deletePublished: cap,
});

/** map_meta_cap's edit_post / delete_post for an item of the type in a status. */
function itemAccess(caps: TypeCaps, action: 'edit' | 'delete', published: boolean): Access {
  const base = action === 'edit' ? caps.edit : caps.delete;
  const others = action === 'edit' ? caps.editOthers : caps.deleteOthers;
  const publishedCap = action === 'edit' ? caps.editPublished : caps.deletePublished;
  const own: Requirement = published ? { all: [base, publishedCap] } : base;
  return { own, others: { all: [own, others] } };
}

const UPDATES = ['POST', 'PUT', 'PATCH'] as const;

/** Rows for a post type's collection, items in two statuses, and revisions. */
function postTypeRows(
  base: string,
  caps: TypeCaps,
  fixtures: { publish: FixtureKind; draft?: FixtureKind; revision?: FixtureKind },
): MatrixRow[] {
  const rows: MatrixRow[] = [
    { method: 'GET', route: base, view: caps.read, edit: { all: [caps.read, caps.edit] } },
    {
      method: 'POST',
      route: base,
      variant: 'draft',
      body: (n) => ({ title: `Draft ${n}`, status: 'draft' }),
      write: caps.edit,
    },
    {
      method: 'POST',
      route: base,
      variant: 'publish',
      body: (n) => ({ title: `Published ${n}`, status: 'publish' }),
      write: { all: [caps.edit, caps.publish] },
    },
  ];
  const statuses: [FixtureKind, boolean][] = [[fixtures.publish, true]];
  if (fixtures.draft) statuses.push([fixtures.draft, false]);
  for (const [fixture, published] of statuses) {
    const variant = published ? 'publish' : 'draft';
    const editAccess = itemAccess(caps, 'edit', published);
    rows.push({
      method: 'GET',
      route: `${base}/:id`,
      variant,
      fixture,
      view: published ? caps.read : editAccess,
      edit: editAccess,
    });
    for (const method of UPDATES) {
      rows.push({
        method,
        route: `${base}/:id`,
        variant,
        fixture,
        body: (n) => ({ title: `Changed ${n}` }),
        write: editAccess,
      });
    }
    if (!published) {
      rows.push({
        method: 'POST',
        route: `${base}/:id`,
        variant: 'draft → publish',
        fixture,
        body: () => ({ status: 'publish' }),
        write: withRequirement(editAccess, caps.publish),
      });
    }
    for (const force of ['false', 'true']) {
      rows.push({
        method: 'DELETE',
        route: `${base}/:id`,
        variant: `${variant}, force=${force}`,
        fixture,
        query: { force },
        write: itemAccess(caps, 'delete', published),
      });
    }
  }
  if (fixtures.revision) {
    const parentAccess = itemAccess(caps, 'edit', true);
    rows.push(
      {
        method: 'GET',
        route: `${base}/:parent/revisions`,
        fixture: fixtures.revision,
        view: parentAccess,
        edit: parentAccess,
      },
      {
        method: 'GET',
        route: `${base}/:parent/revisions/:id`,
        fixture: fixtures.revision,
        view: parentAccess,
        edit: parentAccess,
      },
    );
  }
  return rows;
}

function withRequirement(access: Access, extra: Requirement): Access {
  if (typeof access === 'object' && 'own' in access) {
    return { own: { all: [access.own, extra] }, others: { all: [access.others, extra] } };
  }
  return { all: [access, extra] };
}

/** Rows for a taxonomy's terms (WordPress: edit_terms to change, assign_terms to add tags). */
function termRows(
  base: string,
  fixture: FixtureKind,
  caps: { create: Requirement; manage: Capability },
): MatrixRow[] {
  return [
    { method: 'GET', route: base, view: 'public', edit: caps.manage },
    { method: 'POST', route: base, body: (n) => ({ name: `Term ${n}` }), write: caps.create },
    { method: 'GET', route: `${base}/:id`, fixture, view: 'public', edit: caps.manage },
    ...UPDATES.map(
      (method): MatrixRow => ({
        method,
        route: `${base}/:id`,
        fixture,
        body: (n) => ({ description: `Changed ${n}` }),
        write: caps.manage,
      }),
    ),
    {
      method: 'DELETE',
      route: `${base}/:id`,
      fixture,
      query: { force: 'true' },
      write: caps.manage,
    },
  ];
}

/** WordPress's edit_comment on a published post: moderators, or the post's author. */
const COMMENT_EDITORS: Access = {
  own: { any: ['moderate_comments', 'edit_published_posts'] },
  others: 'moderate_comments',
};

/** Who may read templates and parts: anyone who edits posts or pages (WordPress 6.6). */
const TEMPLATE_READERS: Requirement = { any: ['edit_posts', 'edit_pages'] };

/** Rows for templates or template parts: readers read, edit_theme_options writes. */
function templateRows(base: string, fixture: FixtureKind, extra: Record<string, unknown>) {
  const cap: Capability = 'edit_theme_options';
  return [
    { method: 'GET', route: base, view: TEMPLATE_READERS, edit: TEMPLATE_READERS },
    {
      method: 'POST',
      route: base,
      body: (n: number) => ({ slug: `matrix-${n}`, title: `Matrix ${n}`, content: '', ...extra }),
      write: cap,
    },
    {
      method: 'GET',
      route: `${base}/*`,
      fixture,
      view: TEMPLATE_READERS,
      edit: TEMPLATE_READERS,
    },
    ...UPDATES.map(
      (method): MatrixRow => ({
        method,
        route: `${base}/*`,
        fixture,
        body: (n) => ({ title: `Changed ${n}` }),
        write: cap,
      }),
    ),
    { method: 'DELETE', route: `${base}/*`, fixture, query: { force: 'true' }, write: cap },
  ] satisfies MatrixRow[];
}

const ADMIN_ONLY = (
  route: string,
  method: HttpMethod,
  cap: Capability,
  extra: Partial<MatrixRow> = {},
): MatrixRow =>
  method === 'GET'
    ? { method, route, view: cap, edit: cap, ...extra }
    : { method, route, write: cap, ...extra };

const ownOrEditUsers: Access = { own: 'logged_in', others: 'edit_users' };

export const MATRIX: readonly MatrixRow[] = [
  // The index and namespaces.
  { method: 'GET', route: '/', view: 'public', edit: 'public' },
  { method: 'GET', route: '/wp/v2', view: 'public', edit: 'public' },
  { method: 'GET', route: '/wp-block-editor/v1', view: 'public', edit: 'public' },

  // Site settings, types, taxonomies, themes.
  ADMIN_ONLY('/wp/v2/settings', 'GET', 'manage_options'),
  ADMIN_ONLY('/wp/v2/settings', 'POST', 'manage_options', { body: () => ({ posts_per_page: 10 }) }),
  { method: 'GET', route: '/wp/v2/types', view: 'public', edit: 'edit_posts' },
  {
    method: 'GET',
    route: '/wp/v2/types/:type',
    params: { type: 'post' },
    view: 'public',
    edit: 'edit_posts',
  },
  { method: 'GET', route: '/wp/v2/taxonomies', view: 'public', edit: 'edit_posts' },
  {
    method: 'GET',
    route: '/wp/v2/taxonomies/:taxonomy',
    params: { taxonomy: 'category' },
    view: 'public',
    edit: 'edit_posts',
  },
  { method: 'GET', route: '/wp/v2/themes', view: 'switch_themes', edit: 'switch_themes' },
  {
    method: 'GET',
    route: '/wp/v2/themes',
    variant: 'active',
    query: { status: 'active' },
    view: { any: ['switch_themes', 'edit_posts'] },
    edit: { any: ['switch_themes', 'edit_posts'] },
  },
  {
    method: 'GET',
    route: '/wp/v2/themes/:stylesheet',
    fixture: 'theme',
    view: { any: ['switch_themes', 'edit_theme_options'] },
    edit: { any: ['switch_themes', 'edit_theme_options'] },
  },

  // Templates, parts, global styles, patterns from the theme, export, navigation fallback.
  ...templateRows('/wp/v2/templates', 'template', {}),
  {
    method: 'GET',
    route: '/wp/v2/templates/lookup',
    query: { slug: 'front-page' },
    view: TEMPLATE_READERS,
    edit: TEMPLATE_READERS,
  },
  ...templateRows('/wp/v2/template-parts', 'template-part', { area: 'uncategorized' }),
  ADMIN_ONLY('/wp/v2/global-styles/themes/:stylesheet', 'GET', 'edit_theme_options', {
    fixture: 'theme',
  }),
  ADMIN_ONLY('/wp/v2/global-styles/themes/:stylesheet/variations', 'GET', 'edit_theme_options', {
    fixture: 'theme',
  }),
  ADMIN_ONLY('/wp/v2/global-styles/:id', 'GET', 'edit_theme_options', { fixture: 'global-styles' }),
  ...UPDATES.map((method) =>
    ADMIN_ONLY('/wp/v2/global-styles/:id', method, 'edit_theme_options', {
      fixture: 'global-styles',
      body: () => ({ styles: {}, settings: {} }),
    }),
  ),
  ADMIN_ONLY('/wp/v2/global-styles/:id/revisions', 'GET', 'edit_theme_options', {
    fixture: 'global-styles',
  }),
  ADMIN_ONLY('/wp/v2/global-styles/:id/revisions/:revision', 'GET', 'edit_theme_options', {
    fixture: 'global-styles-revision',
  }),
  ADMIN_ONLY('/wp/v2/font-collections', 'GET', 'edit_theme_options'),
  ADMIN_ONLY('/wp/v2/font-collections/:slug', 'GET', 'edit_theme_options', {
    params: { slug: 'atelier-offline' },
  }),
  {
    method: 'GET',
    route: '/wp/v2/block-patterns/patterns',
    view: 'edit_posts',
    edit: 'edit_posts',
  },
  {
    method: 'GET',
    route: '/wp/v2/block-patterns/categories',
    view: 'edit_posts',
    edit: 'edit_posts',
  },
  ADMIN_ONLY('/wp-block-editor/v1/export', 'GET', 'edit_theme_options'),
  ADMIN_ONLY('/wp-block-editor/v1/navigation-fallback', 'GET', 'edit_theme_options'),
  ADMIN_ONLY('/wp-block-editor/v1/navigation-fallback', 'POST', 'edit_theme_options'),

  // Post types.
  ...postTypeRows('/wp/v2/posts', POSTS, {
    publish: 'post:publish',
    draft: 'post:draft',
    revision: 'post-revision',
  }),
  ...postTypeRows('/wp/v2/pages', PAGES, {
    publish: 'page:publish',
    draft: 'page:draft',
    revision: 'page-revision',
  }),
  ...postTypeRows('/wp/v2/blocks', PATTERNS, {
    publish: 'block:publish',
    draft: 'block:draft',
    revision: 'block-revision',
  }),
  // Importing a pattern file creates a published pattern: create and publish.
  {
    method: 'POST',
    route: '/wp/v2/blocks/import',
    patternFile: true,
    write: { all: [PATTERNS.edit, PATTERNS.publish] },
  },
  ...postTypeRows('/wp/v2/navigation', single('edit_theme_options'), {
    publish: 'navigation:publish',
    revision: 'navigation-revision',
  }),
  ...postTypeRows('/wp/v2/wp_dataviews', DATAVIEWS, {
    publish: 'dataview:publish',
  }),

  // Media: upload_files to add; edit/delete one's own with edit_posts/delete_posts, others'
  // with edit_others_posts/delete_others_posts; context=edit needs the right to edit.
  { method: 'GET', route: '/wp/v2/media', view: 'public', edit: 'edit_posts' },
  { method: 'POST', route: '/wp/v2/media', upload: true, write: 'upload_files' },
  {
    method: 'GET',
    route: '/wp/v2/media/:id',
    fixture: 'media',
    view: 'public',
    edit: { own: 'edit_posts', others: { all: ['edit_posts', 'edit_others_posts'] } },
  },
  ...UPDATES.map(
    (method): MatrixRow => ({
      method,
      route: '/wp/v2/media/:id',
      fixture: 'media',
      body: (n) => ({ title: `Changed ${n}` }),
      write: { own: 'edit_posts', others: { all: ['edit_posts', 'edit_others_posts'] } },
    }),
  ),
  {
    method: 'DELETE',
    route: '/wp/v2/media/:id',
    fixture: 'media',
    query: { force: 'true' },
    write: { own: 'delete_posts', others: { all: ['delete_posts', 'delete_others_posts'] } },
  },

  // The font library: everything needs edit_theme_options (WordPress maps the font post types'
  // capabilities to it).
  ADMIN_ONLY('/wp/v2/font-families', 'GET', 'edit_theme_options'),
  ADMIN_ONLY('/wp/v2/font-families', 'POST', 'edit_theme_options', {
    body: (n) => ({
      font_family_settings: JSON.stringify({
        name: `Matrix ${n}`,
        slug: `matrix-font-${n}`,
        fontFamily: 'Matrix',
      }),
    }),
  }),
  ADMIN_ONLY('/wp/v2/font-families/:id', 'GET', 'edit_theme_options', { fixture: 'font-family' }),
  ...UPDATES.map((method) =>
    ADMIN_ONLY('/wp/v2/font-families/:id', method, 'edit_theme_options', {
      fixture: 'font-family',
      body: (n) => ({ font_family_settings: JSON.stringify({ name: `Renamed ${n}` }) }),
    }),
  ),
  ADMIN_ONLY('/wp/v2/font-families/:id', 'DELETE', 'edit_theme_options', {
    fixture: 'font-family',
    query: { force: 'true' },
  }),
  ADMIN_ONLY('/wp/v2/font-families/:font_family_id/font-faces', 'GET', 'edit_theme_options', {
    fixture: 'font-face',
  }),
  ADMIN_ONLY('/wp/v2/font-families/:font_family_id/font-faces', 'POST', 'edit_theme_options', {
    fixture: 'font-face',
    body: (n) => ({
      font_face_settings: JSON.stringify({
        fontFamily: 'Matrix',
        unicodeRange: `U+${n.toString(16)}`,
        src: `https://fonts.example/matrix-${n}.woff2`,
      }),
    }),
  }),
  ADMIN_ONLY('/wp/v2/font-families/:font_family_id/font-faces/:id', 'GET', 'edit_theme_options', {
    fixture: 'font-face',
  }),
  ADMIN_ONLY(
    '/wp/v2/font-families/:font_family_id/font-faces/:id',
    'DELETE',
    'edit_theme_options',
    { fixture: 'font-face', query: { force: 'true' } },
  ),

  // Comments: anyone reads approved comments; the edit context, another author's IP or a status
  // need moderate_comments; editing follows the post (WordPress's edit_comment).
  { method: 'GET', route: '/wp/v2/comments', view: 'public', edit: 'moderate_comments' },
  {
    method: 'POST',
    route: '/wp/v2/comments',
    fixture: 'comment-post',
    body: (n, params) => ({
      post: Number(params.post),
      content: `Matrix comment ${n}`,
      author_ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    }),
    write: 'moderate_comments',
  },
  {
    method: 'GET',
    route: '/wp/v2/comments/:id',
    fixture: 'comment',
    view: 'public',
    edit: 'moderate_comments',
  },
  ...UPDATES.map(
    (method): MatrixRow => ({
      method,
      route: '/wp/v2/comments/:id',
      fixture: 'comment',
      body: (n) => ({ content: `Changed ${n}` }),
      write: COMMENT_EDITORS,
    }),
  ),
  {
    method: 'DELETE',
    route: '/wp/v2/comments/:id',
    fixture: 'comment',
    query: { force: 'true' },
    write: COMMENT_EDITORS,
  },

  // Terms. Tags and pattern categories are added by anyone who writes (assign_terms); changing
  // or deleting a term needs the taxonomy's edit_terms.
  ...termRows('/wp/v2/categories', 'category', {
    create: 'manage_categories',
    manage: 'manage_categories',
  }),
  ...termRows('/wp/v2/tags', 'tag', { create: 'edit_posts', manage: 'manage_categories' }),
  ...termRows('/wp/v2/wp_pattern_category', 'pattern-category', {
    create: 'edit_posts',
    manage: 'manage_categories',
  }),
  ...termRows('/wp/v2/wp_dataviews_type', 'dataviews-type', {
    create: 'edit_posts',
    manage: 'manage_categories',
  }),

  // Users.
  { method: 'GET', route: '/wp/v2/users', view: 'public', edit: 'list_users' },
  {
    method: 'GET',
    route: '/wp/v2/users/:id',
    fixture: 'user',
    view: 'public',
    edit: ownOrEditUsers,
  },
  {
    method: 'POST',
    route: '/wp/v2/users',
    body: (n) => ({
      username: `matrix${n}`,
      email: `matrix${n}@example.test`,
      password: `matrix-password-${n}`,
    }),
    write: 'create_users',
  },
  {
    method: 'POST',
    route: '/wp/v2/users',
    variant: 'with a role',
    body: (n) => ({
      username: `matrixrole${n}`,
      email: `matrixrole${n}@example.test`,
      password: `matrix-password-${n}`,
      roles: ['editor'],
    }),
    write: { all: ['create_users', 'promote_users'] },
  },
  ...UPDATES.map(
    (method): MatrixRow => ({
      method,
      route: '/wp/v2/users/:id',
      fixture: 'user',
      body: (n) => ({ description: `Changed ${n}` }),
      write: ownOrEditUsers,
    }),
  ),
  {
    method: 'POST',
    route: '/wp/v2/users/:id',
    variant: 'roles',
    fixture: 'fresh-user',
    body: () => ({ roles: ['author'] }),
    write: 'promote_users',
  },
  {
    method: 'POST',
    route: '/wp/v2/users/:id',
    variant: 'own role to administrator',
    fixture: 'user',
    freshActor: true,
    body: () => ({ roles: ['administrator'] }),
    write: { own: 'promote_users', others: 'promote_users' },
  },
  {
    method: 'DELETE',
    route: '/wp/v2/users/:id',
    fixture: 'fresh-user',
    query: { force: 'true', reassign: 'false' },
    write: 'delete_users',
  },
  { method: 'GET', route: '/wp/v2/users/me', view: 'logged_in', edit: 'logged_in' },
  {
    method: 'POST',
    route: '/wp/v2/users/me',
    body: (n) => ({ description: `About me ${n}` }),
    write: 'logged_in',
  },
  {
    method: 'DELETE',
    route: '/wp/v2/users/me',
    freshActor: true,
    query: { force: 'true', reassign: 'false' },
    write: 'delete_users',
  },
  {
    method: 'GET',
    route: '/wp/v2/users/:user_id/application-passwords',
    fixture: 'application-password',
    view: ownOrEditUsers,
    edit: ownOrEditUsers,
  },
  {
    method: 'POST',
    route: '/wp/v2/users/:user_id/application-passwords',
    fixture: 'application-password',
    body: (n) => ({ name: `Matrix ${n}` }),
    write: ownOrEditUsers,
  },
  {
    method: 'DELETE',
    route: '/wp/v2/users/:user_id/application-passwords/:uuid',
    fixture: 'application-password',
    write: ownOrEditUsers,
  },
];
