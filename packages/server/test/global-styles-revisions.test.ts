import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
  userGlobalStylesPath,
} from './helpers/test-app.js';

/**
 * The Revisions screen's read (spec 3 §7): pages of 10, newest first, `X-WP-Total` and
 * `X-WP-TotalPages`, each revision with its styles, settings, UTC time and embedded author.
 */
describe.each(testDialects())('global styles revisions by page (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    url = await userGlobalStylesPath(t, admin);
    for (let index = 1; index <= 12; index++) {
      const saved = await t.request({
        method: 'POST',
        url,
        session: admin,
        payload: { styles: { spacing: { blockGap: `${index}px` } } },
      });
      expect(saved.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  async function page(query: string) {
    return t.request({ method: 'GET', url: `${url}/revisions?${query}`, session: admin });
  }

  it('answers 10 per page, newest first, with the totals in the headers', async () => {
    const first = await page('per_page=10&page=1&_embed=author');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('12');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    const items = first.json() as {
      id: number;
      modified_gmt: string;
      styles: { spacing: { blockGap: string } };
      settings: Record<string, unknown>;
      _embedded: { author: { name: string; avatar_urls: Record<string, string> }[] };
    }[];
    expect(items.map((item) => item.styles.spacing.blockGap)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `${n}px`),
    );
    expect(items[0]?.modified_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(items[0]?.settings).toEqual({});
    expect(items[0]?._embedded.author[0]?.name).toBe('Site Admin');
    expect(items[0]?._embedded.author[0]?.avatar_urls['48']).toEqual(expect.any(String));

    const second = await page('per_page=10&page=2');
    expect(second.headers['x-wp-total']).toBe('12');
    expect(
      (second.json() as { styles: { spacing: { blockGap: string } } }[]).map(
        (item) => item.styles.spacing.blockGap,
      ),
    ).toEqual(['2px', '1px']);
  });

  it('counts the same revisions in the record’s version-history link', async () => {
    const record = await t.request({ method: 'GET', url, session: admin });
    expect(record.json()._links['version-history'][0].count).toBe(12);
  });

  it('refuses a page past the last with 400 in the standard body', async () => {
    const beyond = await page('per_page=10&page=3');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });
});
