/** Product name at the end of every document title (spec 1 §2.7). */
export const PLATFORM_NAME = 'Atelier';

/** '{title} ‹ {site title} ‹ Editor — Atelier' */
export function documentTitle(title: string, siteTitle: string): string {
  const site = siteTitle.trim() === '' ? '' : ` ‹ ${siteTitle}`;
  return `${title}${site} ‹ Editor — ${PLATFORM_NAME}`;
}

/**
 * What names the screen: the record's title when the screen shows a record (view or edit mode),
 * else the route's title; while a record's title is loading (or empty), the fallback.
 */
export function screenTitle(recordTitle: string | null, fallback: string): string {
  return recordTitle === null || recordTitle.trim() === '' ? fallback : recordTitle;
}
