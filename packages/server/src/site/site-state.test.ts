import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../test/helpers/test-app.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { DatabaseHandle } from '../db/database.js';
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
