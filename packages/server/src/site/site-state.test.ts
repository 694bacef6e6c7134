import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/helpers/test-app.js';
import { bumpContentVersion } from '../db/content-version.js';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { setOptions } from '../settings/options-store.js';
import { readSiteState } from './site-state.js';

describe.each(testDialects())('readSiteState (%s)', (dialect) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function migrated() {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, database.dialect);
    return database.db;
  }

  it('reads version 0 and no theme from a database nothing was written to', async () => {
    const db = await migrated();
    expect(await readSiteState(db)).toEqual({ stylesheet: undefined, version: 0 });
  });

  it('reads a new version after every write that bumps it, and the chosen theme', async () => {
    const db = await migrated();
    await bumpContentVersion(db);
    expect((await readSiteState(db)).version).toBe(1);
    await db.transaction().execute(async (trx) => {
      await setOptions(trx, { stylesheet: 'harbor' });
      await bumpContentVersion(trx);
    });
    expect(await readSiteState(db)).toEqual({ stylesheet: 'harbor', version: 2 });
    await bumpContentVersion(db);
    expect((await readSiteState(db)).version).toBe(3);
  });

  it('compiles its statement once per database handle and runs it on every read', async () => {
    const db = await migrated();
    let compiled = 0;
    let executed = 0;
    const counter: KyselyPlugin = {
      transformQuery(args) {
        compiled += 1;
        return args.node;
      },
      async transformResult(args) {
        executed += 1;
        return args.result;
      },
    };
    const counted = db.withPlugin(counter);
    for (let i = 0; i < 3; i += 1) await readSiteState(counted);
    expect({ compiled, executed }).toEqual({ compiled: 1, executed: 3 });
  });
});

describe('readSiteState on SQLite without a statement when nothing was written', () => {
  const handles: DatabaseHandle[] = [];
  let dir = '';
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  /** Two connections to one SQLite file, as two processes serving one site would have. */
  async function twoConnections(): Promise<[DatabaseHandle, DatabaseHandle]> {
    dir = mkdtempSync(join(tmpdir(), 'atelier-site-state-'));
    const first = openDatabase({ dataDir: dir });
    handles.push(first);
    await migrateToLatest(first.db, first.dialect);
    const second = openDatabase({ dataDir: dir });
    handles.push(second);
    return [first, second];
  }

  function counted(db: Db): { db: Db; executed(): number } {
    let executed = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        executed += 1;
        return args.result;
      },
    };
    return { db: db.withPlugin(counter), executed: () => executed };
  }

  it('reads once, then answers from the last read until something is written', async () => {
    const [site] = await twoConnections();
    const { db, executed } = counted(site.db);
    for (let i = 0; i < 3; i += 1) {
      expect(await readSiteState(db, site.dataChanges)).toEqual({
        stylesheet: undefined,
        version: 0,
      });
    }
    expect(executed()).toBe(1);
    await bumpContentVersion(site.db);
    expect((await readSiteState(db, site.dataChanges)).version).toBe(1);
    expect((await readSiteState(db, site.dataChanges)).version).toBe(1);
    expect(executed()).toBe(2);
  });

  it('sees what another connection to the file committed (another process)', async () => {
    const [site, editor] = await twoConnections();
    expect((await readSiteState(site.db, site.dataChanges)).version).toBe(0);
    await editor.db.transaction().execute(async (trx) => {
      await setOptions(trx, { stylesheet: 'harbor' });
      await bumpContentVersion(trx);
    });
    expect(await readSiteState(site.db, site.dataChanges)).toEqual({
      stylesheet: 'harbor',
      version: 1,
    });
    await bumpContentVersion(editor.db);
    expect((await readSiteState(site.db, site.dataChanges)).version).toBe(2);
  });

  it('waits for its own connection’s open transaction and reads what it committed', async () => {
    const [site] = await twoConnections();
    expect((await readSiteState(site.db, site.dataChanges)).version).toBe(0);
    let release = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    let written = () => {};
    const bumped = new Promise<void>((done) => {
      written = done;
    });
    const transaction = site.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx);
      written();
      await gate;
    });
    await bumped;
    const reading = readSiteState(site.db, site.dataChanges);
    release();
    await transaction;
    expect((await reading).version).toBe(1);
  });
});
