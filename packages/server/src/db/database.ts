import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SqliteDataChanges } from './data-changes.js';
import type { Dialect } from './dialect.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<Database>;

/** A connected database and which dialect it speaks. */
export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Human-readable location for logs (file path or host/database, never a password). */
  location: string;
  /**
   * SQLite only: whether anything was committed since a mark, without a query (PostgreSQL has no
   * such cheap check: its readers query).
   */
  dataChanges?: SqliteDataChanges;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (`atelier.sqlite`). */
  dataDir?: string;
  /** Explicit SQLite file path (`:memory:` for tests); overrides dataDir. */
  sqliteFile?: string;
}

/** Opens the database: PostgreSQL when a URL is given, else an SQLite file in WAL mode. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be dropped by the server (restart, failover, a terminated backend).
    // pg reports that as an 'error' event on the pool; without a listener it would end the
    // process. The pool replaces the connection on the next query, so it is only reported.
    pool.on('error', (error) => {
      console.error(
        `PostgreSQL: an idle connection was closed (${error.message}); it will be replaced.`,
      );
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => db.destroy(),
    };
  }
  let file = options.sqliteFile;
  if (!file) {
    const dir = options.dataDir ?? 'data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'atelier.sqlite');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const dataChanges = new SqliteDataChanges(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, undefined, (statement) =>
        dataChanges.notePrepared(statement),
      ),
    }),
  });
  return { db, dialect: 'sqlite', location: file, dataChanges, close: () => db.destroy() };
}
