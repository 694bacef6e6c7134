import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { ensureTerm, setPostTerms } from '../src/terms/term-store.js';
import { findUserByLogin } from '../src/users/user-store.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

describe.each(testDialects())('a single post on the bundled theme (%s)', (dialect) => {
  let t: TestApp;
  let middleId = 0;
  let authorName = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const author = await findUserByLogin(t.app.db, 'admin');
    if (!author) throw new Error('The seeded administrator is missing.');
    authorName = author.display_name;
    const image = await insertPost(t.app.db, {
      type: 'attachment',
      status: 'inherit',
      title: 'Harbour at dawn',
      slug: 'harbour-at-dawn',
      meta: {
        file: '2099/01/harbour-at-dawn.jpg',
        mime_type: 'image/jpeg',
        width: 1200,
        height: 800,
        filesize: 1000,
        alt_text: 'Boats in a harbour',
        sizes: {},
      },
    });
    const dated = async (title: string, date: string, meta: Record<string, unknown> = {}) =>
      insertPost(t.app.db, {
        type: 'post',
        status: 'publish',
        title,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        author: author.id,
        date,
        meta,
        content: '<!-- wp:paragraph -->\n<p>Body text.</p>\n<!-- /wp:paragraph -->',
      });
    await dated('Zephyr first', '2099-01-01T10:00:00');
    const middle = await dated('Zephyr middle', '2099-01-02T10:00:00', {
      _thumbnail_id: image.id,
    });
    await dated('Zephyr last', '2099-01-03T10:00:00');
    await dated('Zephyr draft', '2099-01-02T12:00:00').then((row) =>
      t.app.db.updateTable('posts').set({ status: 'draft' }).where('id', '=', row.id).execute(),
    );
    middleId = middle.id;
    const category = await ensureTerm(t.app.db, 'category', {
      name: 'Seafaring',
      slug: 'seafaring',
    });
    const tag = await ensureTerm(t.app.db, 'post_tag', { name: 'Tides', slug: 'tides' });
    await setPostTerms(t.app.db, middle.id, 'category', [category.id]);
    await setPostTerms(t.app.db, middle.id, 'post_tag', [tag.id]);
  });
  afterAll(() => t.close());

  it('links the published neighbours by date, skipping drafts', async () => {
    const response = await t.request({ method: 'GET', url: `/?p=${middleId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Zephyr first');
    expect(response.body).toContain('Zephyr last');
    expect(response.body).not.toContain('Zephyr draft');
  });

  it('shows its featured image, its category and tag links and its author', async () => {
    const response = await t.request({ method: 'GET', url: `/?p=${middleId}` });
    expect(response.body).toContain('/wp-content/uploads/2099/01/harbour-at-dawn.jpg');
    expect(response.body).toContain('Boats in a harbour');
    expect(response.body).toMatch(/href="[^"]*\/category\/seafaring\/?"[^>]*>Seafaring</);
    expect(response.body).toMatch(/href="[^"]*\/tag\/tides\/?"[^>]*>Tides</);
    expect(response.body).toContain(authorName);
  });
});
