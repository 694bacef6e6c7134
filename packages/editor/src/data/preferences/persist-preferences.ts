import type { ApiClient } from '../api-client';
import type { PersistedPreferencesMeta } from './preference-values';

/**
 * Saves the user's preferences as user meta, so they follow the user to any browser. `keepalive`
 * lets the request finish after the page is gone (the save made while leaving or reloading).
 */
export async function persistPreferences(
  client: ApiClient,
  meta: PersistedPreferencesMeta,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/wp/v2/users/me',
    body: { meta: { persisted_preferences: meta } },
    keepalive,
  });
}
