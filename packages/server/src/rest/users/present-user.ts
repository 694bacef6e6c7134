import { capabilityMap } from '../../auth/capabilities.js';
import type { CurrentUser } from '../../auth/current-user.js';
import type { UserRow } from '../../db/schema.js';
import { avatarUrls } from '../../site/avatar.js';
import type { RestContext } from '../context-arg.js';

/**
 * A user as `/wp/v2/users` shows them: view context adds the registered `meta` shown there
 * (`user-meta-fields.ts`), edit context private fields and capabilities; embed has neither.
 */
export function presentUser(
  row: UserRow,
  origin: string,
  context: RestContext,
  meta: Record<string, unknown> = {},
) {
  const base = {
    id: row.id,
    name: row.display_name,
    url: row.url,
    description: row.description,
    link: `${origin}/author/${row.slug}/`,
    slug: row.slug,
    avatar_urls: avatarUrls(origin, row),
  };
  if (context === 'embed') return { ...base, _links: links(origin, row.id) };
  if (context === 'view') return { ...base, meta, _links: links(origin, row.id) };
  return {
    ...base,
    username: row.username,
    email: row.email,
    first_name: '',
    last_name: '',
    nickname: row.username,
    locale: 'en_US',
    registered_date: `${row.registered}+00:00`,
    roles: [row.role],
    capabilities: capabilityMap(row.role),
    extra_capabilities: { [row.role]: true },
    meta,
    _links: links(origin, row.id),
  };
}

function links(origin: string, id: number) {
  return {
    self: [{ href: `${origin}/wp-json/wp/v2/users/${id}` }],
    collection: [{ href: `${origin}/wp-json/wp/v2/users` }],
  };
}

export function userIsSelf(user: CurrentUser | null, id: number): boolean {
  return user?.id === id;
}
