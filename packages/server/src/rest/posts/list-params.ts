import type { ArgSchema } from '../../schema/arg-schema.js';

/**
 * The largest id (and menu order) the database columns hold: 32-bit integers on PostgreSQL.
 * Arguments declare it as their maximum, so an oversized number is a 400, never a database error.
 */
export const MAX_ID = 2_147_483_647;

/** Text without NUL characters, which PostgreSQL text columns refuse. */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** A list-of-ids argument (`include`, `exclude`, `author`, term filters). */
export function idListArg(description: string): ArgSchema {
  return { type: 'array', items: { type: 'integer', minimum: 0, maximum: MAX_ID }, description };
}

/** The numbers of a validated list parameter, or undefined when it was not sent. */
export function numberList(value: unknown): number[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : undefined;
}

/** The texts of a validated list parameter (NUL characters dropped), or undefined. */
export function textList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.map((v) => withoutNul(String(v))) : undefined;
}
