import type { JsonValue } from './doc-layout';

/** An item of a preset list: a plain object named by its `slug`. */
export type KeyedItem = { slug: string } & Record<string, JsonValue | undefined>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value is a preset list (a palette, gradients, font sizes, …): a non-empty array of
 * objects each with its own non-empty `slug`. Such a list is held in the document item by item,
 * so two people changing different entries both keep their change. A list with a repeated slug
 * stays one plain value (its entries could not be told apart).
 */
export function isKeyedList(value: unknown): value is KeyedItem[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const slugs = new Set<string>();
  for (const item of value) {
    if (!isPlainObject(item) || typeof item.slug !== 'string' || item.slug === '') return false;
    if (slugs.has(item.slug)) return false;
    slugs.add(item.slug);
  }
  return true;
}

/**
 * The slugs with each repeat after the first renamed `<slug>-<n>` (the first free n from 2).
 * Two people adding an entry at once may both name it `custom-color-3`: the document keeps both,
 * and every replica renames the later one the same way, since they hold the list in one order.
 */
export function distinctSlugs(slugs: readonly string[]): string[] {
  const taken = new Set(slugs);
  const seen = new Set<string>();
  return slugs.map((slug) => {
    if (!seen.has(slug)) {
      seen.add(slug);
      return slug;
    }
    let n = 2;
    while (taken.has(`${slug}-${n}`)) n += 1;
    const renamed = `${slug}-${n}`;
    taken.add(renamed);
    seen.add(renamed);
    return renamed;
  });
}

/** The slug → item map of a list. */
export function itemsBySlug(list: readonly KeyedItem[]): Map<string, KeyedItem> {
  return new Map(list.map((item) => [item.slug, item]));
}
