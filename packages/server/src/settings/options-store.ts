import type { Db } from '../db/database.js';
import { parseJsonColumn } from '../db/json.js';

/** Reads several options at once; missing names are absent from the result. */
export async function getOptions(db: Db, names: readonly string[]): Promise<Map<string, unknown>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('options').selectAll().where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, parseJsonColumn<unknown>(r.value, null)]));
}

export async function getOption<T>(db: Db, name: string, fallback: T): Promise<T> {
  const value = (await getOptions(db, [name])).get(name);
  return value === undefined ? fallback : (value as T);
}

/** Inserts or replaces options, all in one statement each, inside the caller's transaction. */
export async function setOptions(db: Db, values: Record<string, unknown>): Promise<void> {
  for (const [name, raw] of Object.entries(values)) {
    const value = JSON.stringify(raw);
    await db
      .insertInto('options')
      .values({ name, value })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
      .execute();
  }
}
