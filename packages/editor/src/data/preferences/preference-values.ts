/** Preference values by scope, e.g. `{ core: {…}, 'core/edit-site': {…} }`. */
export type PreferenceScopes = Record<string, Record<string, unknown>>;

/** Defaults overlaid with what the user saved, scope by scope (saved values win). */
export function mergePreferences(
  defaults: PreferenceScopes,
  persisted: PreferenceScopes,
): PreferenceScopes {
  const merged: PreferenceScopes = {};
  for (const scope of new Set([...Object.keys(defaults), ...Object.keys(persisted)])) {
    merged[scope] = { ...defaults[scope], ...persisted[scope] };
  }
  return merged;
}

/** Reads one preference; undefined when neither the user nor the defaults set it. */
export function readPreference(scopes: PreferenceScopes, scope: string, name: string): unknown {
  return scopes[scope]?.[name];
}

/** Returns new persisted preferences with one value set; the input is left untouched. */
export function withPreference(
  persisted: PreferenceScopes,
  scope: string,
  name: string,
  value: unknown,
): PreferenceScopes {
  return { ...persisted, [scope]: { ...persisted[scope], [name]: value } };
}

/** The `persisted_preferences` user meta as the server stores it: scopes plus `_modified`. */
export type PersistedPreferencesMeta = Record<string, Record<string, unknown> | string>;

/** Shapes persisted preferences for `POST /wp/v2/users/me`, stamped with the time of the change. */
export function toPersistedMeta(persisted: PreferenceScopes, now: Date): PersistedPreferencesMeta {
  return { ...persisted, _modified: now.toISOString() };
}
