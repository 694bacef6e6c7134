import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

const SETTINGS = '/wp/v2/settings?context=edit';

function preloadOf(html: string): Record<string, { body: Record<string, unknown> }> {
  const match =
    /<script type="application\/json" id="atelier-editor-bootstrap">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap blob in the page');
  return (JSON.parse(match[1]) as { preload: Record<string, { body: Record<string, unknown> }> })
    .preload;
}

describe.each(testDialects())(
  "the editor page's preload, once per site version (%s)",
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      // The page renders from a stand-in manifest whether or not the editor was built first.
      t = await createTestApp(dialect, { editorDistDir: fakeEditorDist() });
    });
    afterAll(() => t.close());

    it('answers the same first screen from memory until a write changes the site', async () => {
      const admin = await t.login('admin', ADMIN_PASSWORD);
      const index = `/wp_template/${t.app.themes.defaultStylesheet()}//index`;
      const siteTitleInPreload = async () => {
        const response = await t.request({
          method: 'GET',
          url: `/wp-admin/site-editor.php?p=${encodeURIComponent(index)}&canvas=edit`,
          headers: { cookie: admin.cookie },
        });
        expect(response.statusCode).toBe(200);
        return preloadOf(response.body)[SETTINGS]?.body.title;
      };
      const first = await siteTitleInPreload();
      expect(typeof first).toBe('string');

      // A change behind the operations' back (no new site version) is not read again…
      await setOptions(t.app.db, { title: 'Changed behind the back' });
      expect(await siteTitleInPreload()).toBe(first);

      // …while a save through the REST API (a new site version) is.
      const saved = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/settings',
        session: admin,
        payload: { title: 'Saved through the API' },
      });
      expect(saved.statusCode).toBe(200);
      expect(await siteTitleInPreload()).toBe('Saved through the API');
    });
  },
);
