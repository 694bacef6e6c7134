import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * `lower(column) LIKE %text%` with the LIKE wildcards of the text escaped: a case-insensitive
 * "contains" that reads the same on SQLite and PostgreSQL.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
