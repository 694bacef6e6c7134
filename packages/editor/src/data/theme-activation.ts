import { ApiError, type Fetch } from './api-client';

/** `themes.php?action=activate&stylesheet=…&_wpnonce=…` under the admin URL (spec 1 §7). */
export function themeActivationUrl(adminUrl: string, stylesheet: string, nonce: string): string {
  const params = new URLSearchParams({ action: 'activate', stylesheet, _wpnonce: nonce });
  const base = adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`;
  return `${base}themes.php?${params.toString()}`;
}

/** The first paragraph of an HTML error page, which is where the admin pages put their message. */
function pageMessage(html: string): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = (match?.[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return text;
}

/**
 * Activates a theme the way the admin screen does (a GET that redirects on success). A refusal
 * becomes an ApiError carrying the page's message, or `unknown_error` when it has none.
 */
export async function activateTheme(fetch: Fetch, url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new ApiError('fetch_error', 'You are probably offline.', 0);
  }
  if (response.ok) return;
  const message = pageMessage(await response.text().catch(() => ''));
  throw new ApiError(
    message === '' ? 'unknown_error' : 'theme_activation_failed',
    message === '' ? `The server answered ${response.status}.` : message,
    response.status,
  );
}
