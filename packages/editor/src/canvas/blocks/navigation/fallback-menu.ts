/**
 * The menu a navigation block without a menu and without items of its own shows on the public
 * site: the newest published `wp_navigation` (by date, then id), or null when there is none.
 */
export function fallbackMenuId(
  records: readonly Readonly<Record<string, unknown>>[],
): number | null {
  let best: { id: number; date: string } | null = null;
  for (const record of records) {
    if (typeof record.id !== 'number' || record.status !== 'publish') continue;
    const date = typeof record.date === 'string' ? record.date : '';
    if (best === null || date > best.date || (date === best.date && record.id > best.id)) {
      best = { id: record.id, date };
    }
  }
  return best?.id ?? null;
}
