/**
 * Turns a redirect target into a path on this site, or the fallback. The target is read the way
 * a browser reads a `Location` (the WHATWG URL parser, which drops tabs and newlines and treats
 * `\` as `/`), and only an answer with this site's origin is kept. The path is given back as the
 * parser serialises it (control characters encoded, never `//` at the start), so it can go into a
 * header or an attribute as it is.
 */
export function safeRedirect(target: unknown, origin: string, fallback = '/wp-admin/'): string {
  if (typeof target !== 'string' || target.trim() === '') return fallback;
  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(target, `${site.origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin || url.username || url.password) return fallback;
  // `/.//evil.example` parses to the path `//evil.example`, which a browser reads as another host.
  const path = url.pathname.replace(/^\/+/, '/');
  return `${path}${url.search}${url.hash}`;
}
