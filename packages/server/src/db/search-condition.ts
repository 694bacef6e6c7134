import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from './schema.js';

/**
 * Search text longer than this is cut: nobody types it, and SQLite refuses LIKE patterns over
 * 50,000 bytes (an error, not an empty result).
 */
export const MAX_SEARCH_LENGTH = 1000;

/**
 * `lower(column) LIKE %text%` with the LIKE wildcards of the text escaped: a case-insensitive
 * "contains" that reads the same on SQLite and PostgreSQL.
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/**
 * The search condition of posts and pages: the text in the title, excerpt or content. For a
 * visitor who may not read protected content (`inProtectedContent` false), a password-protected
 * item matches by its title only, so a search cannot reveal the words behind the password.
 */
export function postSearchCondition(
  eb: ExpressionBuilder<Database, 'posts'>,
  text: string,
  inProtectedContent: boolean,
): Expression<SqlBool> {
  const body = eb.or([
    containsIgnoringCase('excerpt', text),
    containsIgnoringCase('content', text),
  ]);
  return eb.or([
    containsIgnoringCase('title', text),
    inProtectedContent ? body : eb.and([eb('password', '=', ''), body]),
  ]);
}
