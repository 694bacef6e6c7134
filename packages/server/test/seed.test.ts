import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { resetDemoSite, seedDemoSite } from '../src/seed/seed-demo.js';
import { readSiteSettings } from '../src/settings/settings-operations.js';
import { openTestDatabase, testDialects } from './helpers/test-app.js';

describe.each(testDialects())('demo site seed (%s)', (dialect) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function freshDb() {
    handle = await openTestDatabase(dialect);
    await migrateToLatest(handle.db, handle.dialect);
    return handle.db;
  }

  it('seeds the demo once and leaves an existing site alone', async () => {
    const db = await freshDb();
    const first = await seedDemoSite(db, { adminPassword: 'given-password' });
    expect(first.seeded).toBe(true);
    expect(first.logins).toEqual([
      { username: 'admin', password: 'given-password', generated: false },
      { username: 'editor', password: expect.stringMatching(/^\w{20}$/), generated: true },
    ]);
    const second = await seedDemoSite(db);
    expect(second).toEqual({ seeded: false, logins: [] });

    const users = await db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
    expect(users.map((u) => `${u.username}:${u.role}`)).toEqual([
      'admin:administrator',
      'editor:editor',
      'maya:author',
      'theo:author',
    ]);
    const pages = await db
      .selectFrom('posts')
      .select('title')
      .where('type', '=', 'page')
      .orderBy('menu_order')
      .execute();
    expect(pages.map((p) => p.title)).toEqual(['Home', 'About', 'Contact', 'Blog']);
    const posts = await db
      .selectFrom('posts')
      .select('id')
      .where('type', '=', 'post')
      .where('status', '=', 'publish')
      .execute();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const categories = await db
      .selectFrom('terms')
      .select('slug')
      .where('taxonomy', '=', 'category')
      .execute();
    expect(categories.length).toBe(4);
    const tagged = await db.selectFrom('term_relationships').select('post_id').execute();
    expect(tagged.length).toBeGreaterThan(posts.length);

    const settings = await readSiteSettings(db);
    const blog = await db
      .selectFrom('posts')
      .select('id')
      .where('slug', '=', 'blog')
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({
      title: 'Atelier Demo',
      show_on_front: 'page',
      page_for_posts: blog.id,
    });
  });

  it('resets the demo: changes are gone and everything is seeded again', async () => {
    const db = await freshDb();
    await seedDemoSite(db);
    await db
      .updateTable('options')
      .set({ value: JSON.stringify('Changed') })
      .where('name', '=', 'title')
      .execute();
    await db.deleteFrom('posts').where('type', '=', 'post').execute();
    const result = await resetDemoSite(db, { adminPassword: 'after-reset' });
    expect(result.seeded).toBe(true);
    expect((await readSiteSettings(db)).title).toBe('Atelier Demo');
    const posts = await db.selectFrom('posts').select('id').where('type', '=', 'post').execute();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const users = await db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(4);
  });

  it('migrating twice is a no-op', async () => {
    const db = await freshDb();
    expect(await migrateToLatest(db, dialect)).toEqual([]);
  });
});
