import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Wraps a better-sqlite3 connection so each distinct SQL text is prepared once and reused
 * (Kysely prepares every query anew; preparing was a tenth of an uncached page render). The
 * connection is used by one query at a time, so reusing a statement is safe. Schema changes
 * (migrations) drop the cache, since SQLite re-prepares statements on schema change anyway.
 */
export function withStatementCache(
  database: SQLiteDatabase,
  maxStatements = 500,
  /** Told of every statement about to run (Kysely prepares one per execution). */
  onPrepare?: (statement: Statement) => void,
): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
        cache.set(sql, statement);
        onPrepare?.(statement);
        return statement;
      }
      statement = database.prepare(sql);
      onPrepare?.(statement);
      if (/^\s*(create|alter|drop)\b/i.test(sql)) {
        cache.clear();
        return statement;
      }
      cache.set(sql, statement);
      if (cache.size > maxStatements) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
