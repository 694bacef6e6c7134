import type { Db } from '../../db/database.js';
import { getUserMeta } from '../../users/user-store.js';
import type { RestContext } from '../context-arg.js';

/** A user meta key registered for REST: the contexts it shows in and its default value. */
interface RegisteredUserMeta {
  contexts: readonly RestContext[];
  fallback: unknown;
}

/**
 * The user meta the REST API shows, as WordPress registers it: `persisted_preferences` (the
 * editor's preferences) in the edit context only, so a user seen in view context has `meta: {}`.
 */
export const REGISTERED_USER_META: Readonly<Record<string, RegisteredUserMeta>> = {
  persisted_preferences: { contexts: ['edit'], fallback: {} },
};

/** The keys shown in a context. */
export function userMetaKeys(context: RestContext): string[] {
  return Object.entries(REGISTERED_USER_META)
    .filter(([, field]) => field.contexts.includes(context))
    .map(([key]) => key);
}

/** The `meta` field of a user in a context: each key shown there, stored or its default. */
export async function readUserMeta(
  db: Db,
  userId: number,
  context: RestContext,
): Promise<Record<string, unknown>> {
  const meta: Record<string, unknown> = {};
  for (const key of userMetaKeys(context)) {
    meta[key] = await getUserMeta(db, userId, key, REGISTERED_USER_META[key]?.fallback ?? null);
  }
  return meta;
}
