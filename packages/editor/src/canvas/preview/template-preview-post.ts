import type { PostData } from '@atelier/blocks';

/** The slug of a template record id (`{theme}//{slug}`), else null. */
export function templateSlugOf(id: string | number): string | null {
  if (typeof id !== 'string') return null;
  const at = id.indexOf('//');
  return at < 0 ? null : id.slice(at + 2);
}

function bySlugOrId(items: readonly PostData[], key: string): PostData | undefined {
  return items.find((item) => item.slug === key || String(item.id) === key);
}

/**
 * The post or page a template shows in the canvas, so its post fields (title, content, date,
 * terms…) preview with real content as the public site shows them: a single-post template shows
 * the newest post (`single-post-{slug}` that post), a page template the first page (`page-{slug}`
 * or `page-{id}` that page). Other templates (lists, archives, 404) show none.
 */
export function templatePreviewPost(
  slug: string | null,
  posts: readonly PostData[],
  pages: readonly PostData[],
): PostData | null {
  if (slug === null) return null;
  if (slug === 'single' || slug === 'singular' || slug.startsWith('single-')) {
    const specific = slug.startsWith('single-post-')
      ? bySlugOrId(posts, slug.slice('single-post-'.length))
      : undefined;
    return specific ?? posts[0] ?? (slug === 'singular' ? (pages[0] ?? null) : null);
  }
  if (slug === 'page' || slug.startsWith('page-')) {
    const specific = slug.startsWith('page-') ? bySlugOrId(pages, slug.slice(5)) : undefined;
    return specific ?? pages[0] ?? null;
  }
  return null;
}
