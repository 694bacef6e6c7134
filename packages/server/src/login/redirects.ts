/**
 * Accepts a redirect target only when it stays on this site: a path starting with a single '/',
 * or an absolute URL with this origin. Anything else falls back, so the login form cannot be
 * used as an open redirect.
 */
export function safeRedirect(target: unknown, origin: string, fallback = '/wp-admin/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\'))
    return target;
  try {
    const url = new URL(target);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  return fallback;
}
