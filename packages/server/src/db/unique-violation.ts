/**
 * Whether a database error is a unique-index violation, on either dialect: better-sqlite3 reports
 * `SQLITE_CONSTRAINT_UNIQUE` (or `SQLITE_CONSTRAINT_PRIMARYKEY`), PostgreSQL SQLSTATE `23505`.
 * Two requests that create the same record at once meet here; the loser gets an answer, not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error === null || typeof error !== 'object' || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
