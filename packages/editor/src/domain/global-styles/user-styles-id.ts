/**
 * The id of the user's global styles record (`root/globalStyles`) from the active theme's REST
 * record: the last segment of its `wp:user-global-styles` link; null while the theme is unread
 * or when it has no such link (a classic theme).
 */
export function userStylesId(theme: unknown): string | null {
  if (typeof theme !== 'object' || theme === null || !('_links' in theme)) return null;
  const links = theme._links;
  if (typeof links !== 'object' || links === null || !('wp:user-global-styles' in links)) {
    return null;
  }
  const list = links['wp:user-global-styles'];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (typeof first !== 'object' || first === null || !('href' in first)) return null;
  const href = String(first.href);
  return href.split('/').pop() ?? null;
}
