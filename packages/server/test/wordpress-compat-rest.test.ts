import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
  userGlobalStylesPath,
} from './helpers/test-app.js';
import { activateTheme, harborFiles, uploadTheme, zipTheme } from './wordpress-compat-harbor.js';

/** One route of the recorded key sets (see the `$comment` of the fixture). */
interface RecordedRoute {
  name: string;
  path: string;
  context: 'view' | 'edit';
  shape: 'list' | 'item' | 'map';
  source: string;
  keys: string[];
  extra: Record<string, string>;
}

const RECORDED = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'wordpress-rest-keys.json'), 'utf8'),
) as { routes: RecordedRoute[] };

/** The objects whose keys are compared: the items of a list, the values of a map, or the item. */
function objectsOf(shape: RecordedRoute['shape'], body: unknown): Record<string, unknown>[] {
  if (shape === 'list') return Array.isArray(body) ? body : [];
  if (typeof body !== 'object' || body === null) return [];
  return shape === 'map' ? (Object.values(body) as Record<string, unknown>[]) : [body as never];
}

describe.each(testDialects())(
  'REST key sets against WordPress’s recorded responses (%s)',
  (dialect) => {
    let t: TestApp;
    let admin: Session;
    const ids: Record<string, string> = {};
    const get = (url: string) =>
      t.request({ method: 'GET', url: `/wp-json${url}`, session: admin });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin', ADMIN_PASSWORD);
      // The site runs Harbor, installed as a person installs a WordPress theme.
      await uploadTheme(t, admin, 'harbor.zip', zipTheme('harbor', harborFiles()));
      await activateTheme(t, admin, 'harbor');

      const first = async (url: string) => ((await get(url)).json() as { id: number }[])[0]?.id;
      ids.post = String(await first('/wp/v2/posts'));
      ids.page = String(await first('/wp/v2/pages'));
      ids.category = String(await first('/wp/v2/categories'));
      ids.tag = String(await first('/wp/v2/tags'));
      ids.user = String(await first('/wp/v2/users'));
      ids.stylesheet = 'harbor';
      ids.template = 'harbor//single';
      ids['global-styles'] = (await userGlobalStylesPath(t, admin)).split('/').pop() ?? '';
      // A revision of the post, and one image in the media library.
      await t.request({
        method: 'POST',
        url: `/wp-json/wp/v2/posts/${ids.post}`,
        session: admin,
        payload: { excerpt: 'Revised at the quay.' },
      });
      ids['post-revision'] = String(await first(`/wp/v2/posts/${ids.post}/revisions`));
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#29435c' },
      })
        .png()
        .toBuffer();
      const media = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        session: admin,
        payload: png,
        headers: {
          'content-type': 'image/png',
          'content-disposition': 'attachment; filename="buoy.png"',
        },
      });
      ids.media = String(media.json().id);
    });
    afterAll(() => t.close());

    it('the fixture names where every key set was recorded, and which WordPress recorded it', () => {
      const comment = (
        JSON.parse(
          readFileSync(join(import.meta.dirname, 'fixtures', 'wordpress-rest-keys.json'), 'utf8'),
        ).$comment as string[]
      ).join(' ');
      expect(comment).toContain('WordPress 5.8');
      expect(comment).toContain('wp-api-generated.js');
      for (const route of RECORDED.routes) {
        expect(route.source, route.name).not.toBe('');
        expect(route.keys.length, route.name).toBeGreaterThan(0);
        for (const [key, reason] of Object.entries(route.extra)) {
          expect(route.keys, `${route.name}: ${key} is both recorded and extra`).not.toContain(key);
          expect(reason.length, `${route.name}: the reason for ${key}`).toBeGreaterThan(10);
        }
      }
    });

    it.each(RECORDED.routes.map((route) => [route.name, route] as const))(
      '%s carries every key WordPress answers, and no unlisted other',
      async (_name, route) => {
        const path = route.path.replace(/\{([a-z-]+)\}/g, (_m, key: string) => ids[key] ?? key);
        const separator = path.includes('?') ? '&' : '?';
        const response = await get(`${path}${separator}context=${route.context}`);
        expect(response.statusCode, path).toBe(200);
        const objects = objectsOf(route.shape, response.json());
        expect(objects.length, `${path} answered no object to compare`).toBeGreaterThan(0);
        for (const object of objects) {
          const keys = Object.keys(object);
          const missing = route.keys.filter((key) => !keys.includes(key));
          const unlisted = keys.filter((key) => !route.keys.includes(key) && !(key in route.extra));
          expect({ path, missing, unlisted }).toEqual({ path, missing: [], unlisted: [] });
        }
      },
    );
  },
);
