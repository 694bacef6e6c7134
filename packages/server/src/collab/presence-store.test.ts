import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/helpers/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createUser } from '../users/user-store.js';
import { PresenceStore } from './presence-store.js';
import { PresenceTracker, presenceTime } from './presence-tracker.js';

describe.each(testDialects())('collab presence storage (%s)', (dialect) => {
  let database: DatabaseHandle | undefined;
  const trackers: PresenceTracker[] = [];
  afterEach(async () => {
    for (const tracker of trackers.splice(0)) await tracker.close();
    await database?.close();
    database = undefined;
  });

  async function setUp() {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.dialect);
    const ids: number[] = [];
    for (const name of ['ada', 'ben']) {
      const id = await createUser(database.db, {
        username: name,
        email: `${name}@example.test`,
        displayName: `${name.toUpperCase()} Person`,
        password: `${name}-password-for-tests`,
        role: 'editor',
      });
      ids.push(id);
    }
    const [ada = 0, ben = 0] = ids;
    return { store: new PresenceStore(database.db), ada, ben };
  }

  /** A tracker of one instance on a clock the test moves. */
  function trackerOf(store: PresenceStore, instanceId: string, clock: { at: number }) {
    const tracker = new PresenceTracker(store, {
      instanceId,
      refreshMs: 60_000,
      ttlMs: 45_000,
      now: () => clock.at,
    });
    trackers.push(tracker);
    return tracker;
  }

  it('lists who has each document of a kind open, once per person, in the order they joined', async () => {
    const { store, ada, ben } = await setUp();
    const clock = { at: Date.parse('2026-11-29T21:00:00Z') };
    const tracker = trackerOf(store, 'instance-a', clock);
    tracker.joined('page:7', { id: 'c1', user: { id: ben } });
    clock.at += 10;
    tracker.joined('page:7', { id: 'c2', user: { id: ada } });
    clock.at += 10;
    tracker.joined('page:7', { id: 'c3', user: { id: ben } });
    tracker.joined('page:12', { id: 'c4', user: { id: ada } });
    tracker.joined('wp_block:7', { id: 'c5', user: { id: ada } });
    await tracker.settled();

    const now = presenceTime(clock.at);
    expect(await store.openDocuments('page', now)).toEqual([
      { docKey: 'page:12', users: [{ id: ada, name: 'ADA Person', slug: 'ada' }] },
      {
        docKey: 'page:7',
        users: [
          { id: ben, name: 'BEN Person', slug: 'ben' },
          { id: ada, name: 'ADA Person', slug: 'ada' },
        ],
      },
    ]);
    expect((await store.openDocuments('wp_block', now)).map((d) => d.docKey)).toEqual([
      'wp_block:7',
    ]);
    expect(await store.openDocuments('wp_template', now)).toEqual([]);

    tracker.left('page:7', { id: 'c1', user: { id: ben } });
    await tracker.settled();
    // Ben's first connection left: his other one joined after Ada's.
    expect((await store.openDocuments('page', now))[1]?.users.map((u) => u.id)).toEqual([ada, ben]);
    tracker.left('page:7', { id: 'c3', user: { id: ben } });
    tracker.left('page:12', { id: 'c4', user: { id: ada } });
    await tracker.settled();
    expect(await store.openDocuments('page', now)).toEqual([
      { docKey: 'page:7', users: [{ id: ada, name: 'ADA Person', slug: 'ada' }] },
    ]);
  });

  it('ignores the rows of an instance that stopped refreshing them, and cleans them', async () => {
    const { store, ada, ben } = await setUp();
    const clock = { at: Date.parse('2026-11-29T21:00:00Z') };
    const alive = trackerOf(store, 'instance-a', clock);
    const crashed = trackerOf(store, 'instance-b', clock);
    alive.joined('wp_template:tt//index', { id: 'a1', user: { id: ada } });
    crashed.joined('wp_template:tt//index', { id: 'b1', user: { id: ben } });
    await Promise.all([alive.settled(), crashed.settled()]);

    clock.at += 30_000;
    await alive.refresh();
    expect(
      (await store.openDocuments('wp_template', presenceTime(clock.at)))[0]?.users.map(
        (user) => user.id,
      ),
    ).toEqual([ada, ben]);

    clock.at += 30_000;
    expect(await store.openDocuments('wp_template', presenceTime(clock.at))).toEqual([
      { docKey: 'wp_template:tt//index', users: [{ id: ada, name: 'ADA Person', slug: 'ada' }] },
    ]);
    expect(await store.removeExpired(presenceTime(clock.at))).toBe(1);
    await alive.close();
    expect(await store.openDocuments('wp_template', presenceTime(clock.at))).toEqual([]);
  });
});
