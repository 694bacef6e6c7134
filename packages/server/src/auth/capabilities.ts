/** Every capability a route or screen may ask for. Roles are only bundles of these. */
export const ALL_CAPABILITIES = [
  'read',
  'edit_posts',
  'edit_others_posts',
  'edit_published_posts',
  'publish_posts',
  'delete_posts',
  'delete_others_posts',
  'delete_published_posts',
  'read_private_posts',
  'edit_private_posts',
  'delete_private_posts',
  'edit_pages',
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'read_private_pages',
  'edit_private_pages',
  'delete_private_pages',
  'manage_categories',
  'moderate_comments',
  'upload_files',
  'unfiltered_html',
  'edit_theme_options',
  'edit_css',
  'switch_themes',
  'manage_options',
  'list_users',
  'create_users',
  'edit_users',
  'delete_users',
  'promote_users',
  'export',
  'install_themes',
  'edit_themes',
  'create_font_families',
  'delete_font_families',
] as const;

export type Capability = (typeof ALL_CAPABILITIES)[number];

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

const subscriber: readonly Capability[] = ['read'];
const contributor: readonly Capability[] = [...subscriber, 'edit_posts', 'delete_posts'];
const author: readonly Capability[] = [
  ...contributor,
  'upload_files',
  'edit_published_posts',
  'publish_posts',
  'delete_published_posts',
];
const editor: readonly Capability[] = [
  ...author,
  'edit_others_posts',
  'delete_others_posts',
  'read_private_posts',
  'edit_private_posts',
  'delete_private_posts',
  'edit_pages',
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'read_private_pages',
  'edit_private_pages',
  'delete_private_pages',
  'manage_categories',
  'moderate_comments',
  'unfiltered_html',
];

/** The capabilities each role bundles. Administrators hold every capability. */
export const ROLE_CAPABILITIES: Readonly<Record<Role, ReadonlySet<Capability>>> = {
  administrator: new Set(ALL_CAPABILITIES),
  editor: new Set(editor),
  author: new Set(author),
  contributor: new Set(contributor),
  subscriber: new Set(subscriber),
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The capabilities of a role; an unknown role has none. */
export function capabilitiesOf(role: string): ReadonlySet<Capability> {
  return isRole(role) ? ROLE_CAPABILITIES[role] : new Set();
}

/** The capability map the REST API and the editor bootstrap expose (`{cap: true}`). */
export function capabilityMap(role: string): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  for (const cap of capabilitiesOf(role)) map[cap] = true;
  if (isRole(role)) map[role] = true;
  return map;
}
