import type { Db } from '../db/database.js';

/** The longest slug (WordPress's post_name and term slug columns hold 200 characters). */
export const MAX_SLUG_LENGTH = 200;

/**
 * Turns a title into a URL slug as WordPress's sanitize_title does for plain text, cut to
 * `MAX_SLUG_LENGTH` as WordPress cuts post slugs (a 100,000-character title makes a usable slug,
 * not a database error).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** Where a slug must be unique: one post type, and for hierarchical types one parent. */
export interface SlugScope {
  type: string;
  hierarchical: boolean;
  parent: number;
  /** The record being saved, which may keep its own slug. */
  excludeId?: number | undefined;
}

/**
 * Returns the slug, or the slug with the first free `-2`, `-3`, … suffix, so no two records of the
 * type (under the same parent, for pages) share it. Trashed records keep theirs.
 */
export async function uniqueSlug(db: Db, slug: string, scope: SlugScope): Promise<string> {
  let query = db
    .selectFrom('posts')
    .select('slug')
    .where('type', '=', scope.type)
    .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${slug}-%`)]));
  if (scope.hierarchical) query = query.where('parent', '=', scope.parent);
  if (scope.excludeId !== undefined) query = query.where('id', '!=', scope.excludeId);
  return firstFreeSlug(slug, new Set((await query.execute()).map((r) => r.slug)));
}

/** The slug itself when free, else the slug with the first free `-2`, `-3`, … suffix. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix++;
  return `${slug}-${suffix}`;
}
