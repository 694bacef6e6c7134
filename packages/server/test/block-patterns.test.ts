import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('theme block patterns (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists the active theme’s patterns with their restrictions', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns',
      session: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'fixture-one/footer',
        title: 'Fixture footer',
        inserter: false,
        block_types: ['core/template-part/footer'],
        categories: ['footer', 'fixture-extras'],
        source: 'theme',
      }),
      expect.objectContaining({
        name: 'fixture-one/hero',
        template_types: ['front-page'],
        content: expect.stringContaining('<h2 class="wp-block-heading">Hello</h2>'),
      }),
    ]);
    const previewed = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns?wp_theme_preview=fixture-two',
      session: admin,
    });
    expect(previewed.json()).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/wp-json/wp/v2/block-patterns/patterns' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists the categories, including ones only a theme uses', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/categories',
      session: admin,
    });
    const categories = response.json() as { name: string; label: string }[];
    expect(categories).toContainEqual(
      expect.objectContaining({ name: 'header', label: 'Headers' }),
    );
    expect(categories).toContainEqual(
      expect.objectContaining({ name: 'fixture-extras', label: 'Fixture extras' }),
    );
  });
});
