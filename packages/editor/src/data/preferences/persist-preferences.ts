import type { ApiClient } from '../api-client';
import type { PersistedPreferencesMeta } from './preference-values';

/** Saves the user's preferences as user meta, so they follow the user to any browser. */
export async function persistPreferences(
  client: ApiClient,
  meta: PersistedPreferencesMeta,
): Promise<void> {
  await client.post('/wp/v2/users/me', { meta: { persisted_preferences: meta } });
}
