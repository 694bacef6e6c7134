import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_OPTION } from '../src/db/content-version.js';
import { toDateText } from '../src/db/time.js';
import { insertPost } from '../src/posts/post-store.js';
import { publishDueItems, startScheduledPublishing } from '../src/posts/publish-scheduled.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

describe.each(testDialects())(
  'scheduled items are published when their date comes (%s)',
  (dialect) => {
    let t: TestApp;
    const contentVersion = async () =>
      (
        await t.app.db
          .selectFrom('options')
          .select('value')
          .where('name', '=', CONTENT_VERSION_OPTION)
          .executeTakeFirst()
      )?.value;
    const statusOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('posts')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('publishes the due ones only, moves their version on and refreshes cached pages', async () => {
      const now = new Date('2026-11-21T12:00:00Z');
      const due = await insertPost(t.app.db, {
        type: 'page',
        status: 'future',
        title: 'Winter opening hours',
        slug: 'winter-opening-hours',
        date: toDateText(new Date('2026-11-21T11:59:00Z')),
      });
      const later = await insertPost(t.app.db, {
        type: 'page',
        status: 'future',
        title: 'Spring sale',
        slug: 'spring-sale',
        date: toDateText(new Date('2026-11-28T12:00:00Z')),
      });
      expect((await t.request({ method: 'GET', url: '/winter-opening-hours/' })).statusCode).toBe(
        404,
      );
      const versionBefore = await contentVersion();

      expect(await publishDueItems(t.app.db, toDateText(now))).toBe(1);
      expect(await statusOf(due.id)).toBe('publish');
      expect(await statusOf(later.id)).toBe('future');
      expect(await contentVersion()).not.toBe(versionBefore);
      const page = await t.request({ method: 'GET', url: '/winter-opening-hours/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Winter opening hours');

      // Nothing else due: no write, the cached pages stay.
      const versionAfter = await contentVersion();
      expect(await publishDueItems(t.app.db, toDateText(now))).toBe(0);
      expect(await contentVersion()).toBe(versionAfter);
    });

    it('checks at start and keeps checking; stopping waits for a check under way', async () => {
      const item = await insertPost(t.app.db, {
        type: 'post',
        status: 'future',
        title: 'Already due',
        slug: 'already-due',
        date: toDateText(new Date(Date.now() - 60_000)),
      });
      const errors: unknown[] = [];
      const stop = startScheduledPublishing(t.app.db, (error) => errors.push(error), 50);
      await expect.poll(() => statusOf(item.id)).toBe('publish');
      await stop();
      expect(errors).toEqual([]);
    });
  },
);
