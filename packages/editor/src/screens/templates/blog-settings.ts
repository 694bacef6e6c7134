/** Spec 1 §2.5: the templates whose screen shows the blog settings. */
export function showsBlogSettings(slug: string): boolean {
  return slug === 'home' || slug === 'index';
}

/** Spec 1 §5: posts_per_page is a whole number of at least 1; anything else is not saved. */
export function parsePostsPerPage(input: string): number | null {
  if (!/^\s*\d+\s*$/.test(input)) return null;
  const value = Number(input);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The comment status a checkbox stands for (spec 1 §3: open, or closed). */
export function commentStatus(allow: boolean): 'open' | 'closed' {
  return allow ? 'open' : 'closed';
}
