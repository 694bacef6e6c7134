import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';

/** Where an SQLite connection stood: equal marks mean nothing was committed in between. */
export interface DataMark {
  /** `PRAGMA data_version`: changes when another connection (or process) commits. */
  readonly dataVersion: number;
  /** Statements that may write, run on this connection (its own commits leave data_version). */
  readonly ownWrites: number;
}

/**
 * Tells whether an SQLite database may have changed since a mark was taken, without a query:
 * `PRAGMA data_version` sees every other connection's commits (other processes included), and
 * this connection's own writes are counted as their statements are prepared (Kysely prepares a
 * statement for every execution; one that may write counts even before it commits, so a mark
 * never hides a write). Answers "maybe changed" when in doubt.
 */
export class SqliteDataChanges {
  private writes = 0;
  private readonly version: Statement<[], number>;

  constructor(database: SQLiteDatabase) {
    this.version = database.prepare<[], number>('PRAGMA data_version').pluck();
  }

  /** Called with every statement the connection is about to run. */
  notePrepared(statement: Statement): void {
    if (!statement.readonly) this.writes += 1;
  }

  /** The connection's mark now, or undefined when it cannot be read (the connection is busy). */
  mark(): DataMark | undefined {
    try {
      return { dataVersion: this.version.get() ?? 0, ownWrites: this.writes };
    } catch {
      return undefined;
    }
  }
}

/** Whether two marks show the same committed data. */
export function sameData(a: DataMark | undefined, b: DataMark | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.dataVersion === b.dataVersion &&
    a.ownWrites === b.ownWrites
  );
}
