/**
 * The largest id (and menu order) the database columns hold: 32-bit integers on PostgreSQL.
 * Arguments declare it as their maximum, so an oversized number is a 400, never a database error.
 */
export const MAX_ID = 2_147_483_647;

/** Text without NUL characters, which PostgreSQL text columns refuse. */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}
