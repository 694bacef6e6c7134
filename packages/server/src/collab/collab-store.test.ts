import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openTestDatabase, testDialects } from '../../test/helpers/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { CollabStore } from './collab-store.js';
import { parseNotification } from './pg-collab-bus.js';

function textOf(state: Uint8Array, updates: Uint8Array[] = []): string {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc.getText('t').toString();
}

describe.each(testDialects())('collab storage (%s)', (dialect) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function store(): Promise<CollabStore> {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.dialect);
    return new CollabStore(database.db, database.dialect);
  }

  it('loads a document as its state plus the updates after it, and compacts them into the state', async () => {
    const collab = await store();
    const doc = new Y.Doc();
    doc.getText('t').insert(0, 'seed');
    const stored = await collab.create('page:1', Y.encodeStateAsUpdate(doc), {
      version: '"1-1"',
      ids: null,
    });
    expect(stored.savedVersion).toBe('"1-1"');
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    doc.getText('t').insert(4, ' one');
    doc.getText('t').insert(8, ' two');
    for (const update of updates) await collab.append('page:1', update, 'instance-a');

    const loaded = await collab.load('page:1');
    expect(loaded?.updates.map((row) => row.instanceId)).toEqual(['instance-a', 'instance-a']);
    expect(
      loaded &&
        textOf(
          loaded.state,
          loaded.updates.map((row) => row.update),
        ),
    ).toBe('seed one two');
    const firstId = loaded?.updates[0]?.id ?? 0;
    expect((await collab.updatesAfter('page:1', firstId)).length).toBe(1);

    expect(await collab.compact('page:1')).toBe(2);
    expect(await collab.pendingCount('page:1')).toBe(0);
    const compacted = await collab.load('page:1');
    expect(compacted?.updates).toEqual([]);
    expect(compacted && textOf(compacted.state)).toBe('seed one two');
    expect(await collab.compact('page:1')).toBe(0);
  });

  it('keeps the first stored state when two instances seed the same document', async () => {
    const collab = await store();
    const first = new Y.Doc();
    first.getText('t').insert(0, 'first');
    const second = new Y.Doc();
    second.getText('t').insert(0, 'second');
    await collab.create('wp_template:t//index', Y.encodeStateAsUpdate(first), {
      version: 'a',
      ids: null,
    });
    const kept = await collab.create('wp_template:t//index', Y.encodeStateAsUpdate(second), {
      version: 'b',
      ids: null,
    });
    expect(textOf(kept.state)).toBe('first');
    expect(kept.savedVersion).toBe('a');
    expect(await collab.load('page:2')).toBeUndefined();
    expect(await collab.exists('page:2')).toBe(false);
    expect(await collab.exists('wp_template:t//index')).toBe(true);
  });
});

describe('NOTIFY payloads', () => {
  it('reads an update announcement and another instance’s presence, and ignores its own', () => {
    expect(parseNotification('page:12 345', 'me')).toEqual({
      type: 'update',
      docKey: 'page:12',
      rowId: 345,
    });
    const presence = parseNotification(
      `wp_template:t//index awareness other ${Buffer.from([1, 2, 3]).toString('base64')}`,
      'me',
    );
    expect(presence).toEqual({
      type: 'awareness',
      docKey: 'wp_template:t//index',
      update: new Uint8Array([1, 2, 3]),
    });
    expect(parseNotification('page:12 awareness me AQID', 'me')).toBeUndefined();
    expect(parseNotification('page:12 nonsense', 'me')).toBeUndefined();
  });
});
