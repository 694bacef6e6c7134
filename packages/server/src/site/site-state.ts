import type { CompiledQuery } from 'kysely';
import { CONTENT_VERSION_OPTION } from '../db/content-version.js';
import { type DataMark, type SqliteDataChanges, sameData } from '../db/data-changes.js';
import type { Db } from '../db/database.js';
import { parseJsonColumn } from '../db/json.js';

/** What every public request reads before anything else: the active theme and the version. */
export interface SiteState {
  /** The `stylesheet` option: the active theme's directory name, when one was chosen. */
  stylesheet: unknown;
  /** The site content version, bumped by every write (0 before the first). */
  version: number;
}

type OptionRow = { name: string; value: string | null };

/** The statement, compiled once per database handle (a plug-in gives another handle). */
const statements = new WeakMap<Db, CompiledQuery<OptionRow>>();

function statementFor(db: Db): CompiledQuery<OptionRow> {
  let statement = statements.get(db);
  if (!statement) {
    statement = db
      .selectFrom('options')
      .select(['name', 'value'])
      .where('name', 'in', ['stylesheet', CONTENT_VERSION_OPTION])
      .compile();
    statements.set(db, statement);
  }
  return statement;
}

/** The active theme and the site content version from the database, in one statement. */
async function queryState(db: Db): Promise<SiteState> {
  const { rows } = await db.executeQuery(statementFor(db));
  let stylesheet: unknown;
  let version = 0;
  for (const row of rows) {
    const value = parseJsonColumn<unknown>(row.value, null);
    if (row.name === 'stylesheet') stylesheet = value;
    else version = Number(value ?? 0);
  }
  return { stylesheet, version };
}

/** The last state read through each SQLite connection, and the connection's mark before it. */
const lastRead = new WeakMap<SqliteDataChanges, { mark: DataMark; state: SiteState }>();

/**
 * Reads the active theme and the site content version in one statement. The version stays in the
 * database (every instance reads it per request, so none serves a page made before a save), but
 * the statement is compiled once instead of on every request. With `changes` (SQLite), the
 * statement runs only when something may have been committed since the last read — by this
 * process or any other (`PRAGMA data_version`); otherwise the last read's state is the answer.
 */
export async function readSiteState(db: Db, changes?: SqliteDataChanges): Promise<SiteState> {
  if (!changes) return queryState(db);
  // Taken before the query: a write between the two makes the next mark differ.
  const mark = changes.mark();
  const last = lastRead.get(changes);
  if (last && sameData(last.mark, mark)) return last.state;
  const state = await queryState(db);
  if (mark) lastRead.set(changes, { mark, state });
  return state;
}
