import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler, type SeenRequest } from '../../data/fake-rest';

/** A navigation menu as `/wp/v2/navigation?context=edit` answers it. */
export interface MenuRecord {
  id: number;
  date: string;
  status: string;
  slug: string;
  title: { raw: string; rendered: string };
  content: { raw: string; rendered: string };
}

/** A menu record; `day` orders them by date (a later day is newer). */
export function menuRecord(
  id: number,
  title: string,
  fields: { status?: string; day?: number; content?: string } = {},
): MenuRecord {
  const day = String(fields.day ?? id).padStart(2, '0');
  return {
    id,
    date: `2026-01-${day}T10:00:00`,
    status: fields.status ?? 'publish',
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title: { raw: title, rendered: title },
    content: {
      raw: fields.content ?? '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->',
      rendered: '',
    },
  };
}

export interface NavigationRestOptions {
  /** The menu the fallback route finds or creates (added to the menus), or null for none. */
  fallback?: () => MenuRecord | null;
  /** Errors the server answers a write with, by what the write does. */
  refuse?: Partial<Record<'rename' | 'duplicate' | 'delete', ApiError>>;
}

function field(body: unknown, name: string): string {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, name) : '';
  return typeof value === 'string' ? value : '';
}

/**
 * A fake of the navigation REST routes over a list of menus the test gives: the list (newest
 * first, with totals), each menu by id (404 when gone), rename, duplicate (create), delete and
 * the fallback. `menus()` tells what the server holds now.
 */
export function navigationRest(initial: MenuRecord[], options: NavigationRestOptions = {}) {
  let menus = [...initial];
  const ids = [...initial.map((menu) => menu.id), 0];
  const nextIds = [1, 2, 3].map((step) => Math.max(...ids) + step);

  const byId = (id: number) => menus.find((menu) => menu.id === id);
  const gone = () => new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
  const refuse = (what: 'rename' | 'duplicate' | 'delete') => {
    const error = options.refuse?.[what];
    if (error !== undefined) throw error;
  };

  const handlers: Record<string, FakeHandler> = {
    'GET /wp/v2/navigation': () => {
      const newestFirst = [...menus].sort((a, b) => b.date.localeCompare(a.date));
      return {
        body: newestFirst,
        headers: { 'X-WP-Total': String(menus.length), 'X-WP-TotalPages': '1' },
      };
    },
    'POST /wp/v2/navigation': ({ body }) => {
      refuse('duplicate');
      const id = nextIds.shift() ?? 0;
      const title = field(body, 'title');
      const created = {
        ...menuRecord(id, title, { content: field(body, 'content'), day: 28 }),
        status: field(body, 'status'),
      };
      menus.push(created);
      return { body: created };
    },
    'GET /wp-block-editor/v1/navigation-fallback': () => {
      const menu = options.fallback?.() ?? null;
      if (menu === null) throw new ApiError('rest_no_route', 'No fallback.', 404);
      if (byId(menu.id) === undefined) menus.push(menu);
      return { body: menu };
    },
  };
  for (const id of [...ids, ...nextIds]) {
    handlers[`GET /wp/v2/navigation/${id}`] = () => {
      const menu = byId(id);
      if (menu === undefined) throw gone();
      return { body: menu };
    };
    handlers[`POST /wp/v2/navigation/${id}`] = ({ body }) => {
      refuse('rename');
      const menu = byId(id);
      if (menu === undefined) throw gone();
      const title = field(body, 'title');
      const updated = { ...menu, title: { raw: title, rendered: title } };
      menus = menus.map((each) => (each.id === id ? updated : each));
      return { body: updated };
    };
    handlers[`DELETE /wp/v2/navigation/${id}`] = () => {
      refuse('delete');
      const menu = byId(id);
      if (menu === undefined) throw gone();
      menus = menus.filter((each) => each.id !== id);
      return { body: { deleted: true, previous: menu } };
    };
  }
  const rest = createFakeRest(handlers);
  const requests = (method: string, prefix: string): SeenRequest[] =>
    rest.seen.filter((request) => request.method === method && request.path.startsWith(prefix));
  return { ...rest, requests, menus: () => menus };
}
