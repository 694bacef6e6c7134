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
    // Compare normalised origins: `http://host:80` and `http://host` are the same site.
    if (url.origin === new URL(origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  return fallback;
}
