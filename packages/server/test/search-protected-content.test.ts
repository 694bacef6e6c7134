import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { setOptions } from '../src/settings/options-store.js';
import { directSession } from './helpers/direct-session.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import { createTestApp, type Session, type TestApp, testDialects } from './helpers/test-app.js';

const SECRET_WORD = 'quetzalcoatlus';

describe.each(testDialects())('search and password-protected content (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-site' });
    admin = await directSession(t, 'admin');
    for (const type of ['post', 'page']) {
      await insertPost(t.app.db, {
        type,
        status: 'publish',
        title: `Locked ${type} notes`,
        slug: `locked-${type}-notes`,
        password: 'open sesame',
        excerpt: `An excerpt about ${SECRET_WORD} too.`,
        content: `<!-- wp:paragraph -->\n<p>The ${SECRET_WORD} plans.</p>\n<!-- /wp:paragraph -->`,
      });
    }
    await insertPost(t.app.db, {
      type: 'post',
      status: 'publish',
      title: 'Open notes',
      slug: 'open-notes',
      content: '<!-- wp:paragraph -->\n<p>Plain pterosaur facts.</p>\n<!-- /wp:paragraph -->',
    });
  });
  afterAll(() => t.close());

  const titles = async (url: string, session?: Session) => {
    const response = await t.request({ method: 'GET', url, ...(session ? { session } : {}) });
    expect(response.statusCode).toBe(200);
    return (response.json() as { title: { rendered: string } }[]).map((p) => p.title.rendered);
  };

  it('does not find protected posts and pages by their content or excerpt over REST when anonymous', async () => {
    expect(await titles(`/wp-json/wp/v2/posts?search=${SECRET_WORD}`)).toEqual([]);
    expect(await titles(`/wp-json/wp/v2/pages?search=${SECRET_WORD}`)).toEqual([]);
    expect(await titles('/wp-json/wp/v2/posts?search=pterosaur')).toEqual(['Open notes']);
  });

  it('still finds them by title, which is public', async () => {
    expect(await titles('/wp-json/wp/v2/posts?search=locked')).toEqual(['Locked post notes']);
  });

  it('finds them by content for people who may edit them', async () => {
    expect(await titles(`/wp-json/wp/v2/posts?search=${SECRET_WORD}`, admin)).toEqual([
      'Locked post notes',
    ]);
  });

  it('does not list them on the public search page for a visitor', async () => {
    const response = await t.request({ method: 'GET', url: `/?s=${SECRET_WORD}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Locked post notes');
    expect(response.body).toContain('Nothing matched.');
    const byTitle = await t.request({ method: 'GET', url: '/?s=locked' });
    expect(byTitle.body).toContain('Locked post notes');
  });
});
