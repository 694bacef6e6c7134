import type { FetchLike } from './connection-types';

/** The REST error of a nonce that is not the session's (expired: sessions renew theirs). */
export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';

/** Where a logged-in browser asks for its session's current REST nonce (as WordPress does). */
export const NONCE_PATH = '/wp-admin/admin-ajax.php?action=rest-nonce';

/** Bytes of an ASCII answer as text (a nonce; this package has no TextDecoder in its types). */
function asciiOf(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/**
 * Asks the site at `baseUrl` for the session's current REST nonce, the way the editor's REST
 * client renews its own: a GET of admin-ajax.php's `rest-nonce` action with the session cookie.
 * Answers the nonce, or null when the server gave none (`0`, an error, no network).
 */
export async function fetchFreshNonce(
  fetch: FetchLike,
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${NONCE_PATH}`, {
      method: 'GET',
      headers,
      credentials: 'same-origin',
    });
    if (response.status !== 200) return null;
    const nonce = asciiOf(new Uint8Array(await response.arrayBuffer())).trim();
    return nonce === '' || nonce === '0' ? null : nonce;
  } catch {
    return null;
  }
}
