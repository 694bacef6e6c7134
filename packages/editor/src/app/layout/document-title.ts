/** Product name at the end of every document title (spec 1 §2.7). */
export const PLATFORM_NAME = 'Atelier';

/** '{title} ‹ {site title} ‹ Editor — Atelier' */
export function documentTitle(title: string, siteTitle: string): string {
  const site = siteTitle.trim() === '' ? '' : ` ‹ ${siteTitle}`;
  return `${title}${site} ‹ Editor — ${PLATFORM_NAME}`;
}
