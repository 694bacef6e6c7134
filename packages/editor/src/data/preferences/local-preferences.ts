import type { PreferenceScopes } from './preference-values';

/**
 * This browser's copy of a user's preferences, written at once on every change: a choice made
 * just before the page goes away (a dismissed notice, then a reload) is kept even when the
 * server save never left. The copy wins over the server's preferences when it is newer.
 */
export interface LocalPreferences {
  scopes: PreferenceScopes;
  /** When the newest change was made (ISO 8601). */
  modified: string;
}

/** The part of `Storage` used here, so tests pass a plain object. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function localPreferencesKey(userId: number): string {
  return `atelier-preferences-${userId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored copy of a user's preferences, or null when there is none or it is unreadable. */
export function readLocalPreferences(
  storage: PreferenceStorage | null,
  userId: number,
): LocalPreferences | null {
  let text: string | null;
  try {
    text = storage?.getItem(localPreferencesKey(userId)) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.modified !== 'string' || !isRecord(value.scopes)) {
    return null;
  }
  if (Number.isNaN(Date.parse(value.modified))) return null;
  const scopes: PreferenceScopes = {};
  for (const [scope, values] of Object.entries(value.scopes)) {
    if (isRecord(values)) scopes[scope] = { ...values };
  }
  return { scopes, modified: value.modified };
}

/** Writes the copy; a browser that refuses storage (private mode, full quota) keeps the server's. */
export function writeLocalPreferences(
  storage: PreferenceStorage | null,
  userId: number,
  preferences: LocalPreferences,
): void {
  try {
    storage?.setItem(localPreferencesKey(userId), JSON.stringify(preferences));
  } catch {
    // Nothing to do: the server save still carries the change.
  }
}

/**
 * The preferences to start from: the local copy when it is newer than what the server holds
 * (its save did not arrive), else the server's. `unsaved` says the server has to catch up.
 */
export function startingPreferences(
  server: PreferenceScopes,
  serverModified: string | null,
  local: LocalPreferences | null,
): { scopes: PreferenceScopes; unsaved: boolean } {
  if (local === null) return { scopes: server, unsaved: false };
  const serverTime =
    serverModified === null ? Number.NEGATIVE_INFINITY : Date.parse(serverModified);
  const localTime = Date.parse(local.modified);
  if (Number.isNaN(serverTime) || localTime > serverTime) {
    return { scopes: local.scopes, unsaved: true };
  }
  return { scopes: server, unsaved: false };
}
