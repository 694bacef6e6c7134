import * as Y from 'yjs';
import { jsonEqual } from './block-markup';
import { commonSubsequence } from './common-subsequence';
import { distinctSlugs, itemsBySlug, type KeyedItem } from './keyed-lists';

/** How the list's entries are written: the record fields' own shared form and merge. */
export interface EntryWriter {
  /** An entry's shared form (a Y.Map). */
  toShared(item: KeyedItem): unknown;
  /** Writes into a live entry the changes that turned `base` into `next`. */
  mergeInto(live: Y.Map<unknown>, base: KeyedItem | Record<string, never>, next: KeyedItem): void;
}

function slugOf(entry: unknown): string | undefined {
  const slug = entry instanceof Y.Map ? entry.get('slug') : undefined;
  return typeof slug === 'string' ? slug : undefined;
}

function liveSlugs(live: Y.Array<unknown>): (string | undefined)[] {
  return live.toArray().map(slugOf);
}

/** Renames repeated slugs in the live list as every replica reads them (`distinctSlugs`). */
function renameRepeats(live: Y.Array<unknown>): void {
  const slugs = liveSlugs(live);
  const named = distinctSlugs(slugs.map((slug) => slug ?? ''));
  named.forEach((slug, index) => {
    const entry = live.get(index);
    if (slugs[index] !== undefined && slug !== slugs[index] && entry instanceof Y.Map) {
      entry.set('slug', slug);
    }
  });
}

/** Where an entry of `next` goes: after the nearest entry before it that the live list holds. */
function insertionIndex(live: Y.Array<unknown>, next: readonly KeyedItem[], at: number): number {
  const slugs = liveSlugs(live);
  for (let before = at - 1; before >= 0; before -= 1) {
    const index = slugs.indexOf(next[before]?.slug);
    if (index >= 0) return index + 1;
  }
  return 0;
}

/** The slugs of `next` whose order among the entries kept from `base` this change moved. */
function movedSlugs(base: readonly KeyedItem[], next: readonly KeyedItem[]): Set<string> {
  const nextSlugs = new Set(next.map((item) => item.slug));
  const baseSlugs = new Set(base.map((item) => item.slug));
  const keptBefore = base.map((item) => item.slug).filter((slug) => nextSlugs.has(slug));
  const keptAfter = next.map((item) => item.slug).filter((slug) => baseSlugs.has(slug));
  const stay = new Set(
    commonSubsequence(keptBefore, keptAfter, (a, b) => a === b).map(([i]) => keptBefore[i]),
  );
  return new Set(keptAfter.filter((slug) => !stay.has(slug)));
}

/**
 * Applies to a live preset list the change that turned `base` into `next`, entry by entry and
 * by slug: entries this change removed are deleted, changed ones merged key by key, added ones
 * inserted after their neighbour, moved ones taken out and put back in their new place. Entries
 * someone else added, changed or removed meanwhile stay as they are; an entry removed by someone
 * else while this change edited it stays removed (as a key deleted from a map does).
 */
export function mergeKeyedList(
  live: Y.Array<unknown>,
  base: readonly KeyedItem[],
  next: readonly KeyedItem[],
  writer: EntryWriter,
): void {
  renameRepeats(live);
  const before = itemsBySlug(base);
  const after = itemsBySlug(next);
  const moved = movedSlugs(base, next);
  const slugs = liveSlugs(live);
  for (let at = slugs.length - 1; at >= 0; at -= 1) {
    const slug = slugs[at];
    if (slug === undefined || !before.has(slug)) continue;
    if (!after.has(slug) || moved.has(slug)) live.delete(at, 1);
  }
  next.forEach((item, at) => {
    const index = liveSlugs(live).indexOf(item.slug);
    const entry = index >= 0 ? live.get(index) : undefined;
    const earlier = before.get(item.slug);
    if (entry instanceof Y.Map) {
      if (earlier === undefined || !jsonEqual(earlier, item)) {
        writer.mergeInto(entry, earlier ?? {}, item);
      }
    } else if (earlier === undefined || moved.has(item.slug)) {
      live.insert(insertionIndex(live, next, at), [writer.toShared(item)]);
    }
  });
}
