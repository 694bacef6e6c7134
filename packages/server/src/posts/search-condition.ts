import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * `lower(column) LIKE %text%` with the LIKE wildcards of the text escaped: a case-insensitive
 * "contains" that reads the same on SQLite and PostgreSQL.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * An ORDER BY expression that puts rows in the order of an id list (`orderby=include`): the
 * position of the row's id in the list, unlisted ids last.
 */
export function positionInList(column: string, ids: readonly number[]): RawBuilder<number> {
  if (ids.length === 0) return sql<number>`0`;
  const cases = ids.map((id, index) => sql`when ${sql.ref(column)} = ${id} then ${index}`);
  return sql<number>`case ${sql.join(cases, sql` `)} else ${ids.length} end`;
}
