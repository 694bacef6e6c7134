import type { Db } from '../db/database.js';
import { getOption, setOptions } from '../settings/options-store.js';

/** The option holding the ids of the sticky posts, as WordPress keeps them. */
export const STICKY_OPTION = 'sticky_posts';

/** The ids a stored `sticky_posts` value holds (positive integers; anything else is dropped). */
export function stickyIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/**
 * The sticky list after pinning or unpinning one post: a newly sticky post goes to the end, as
 * WordPress's `stick_post` appends it (one already pinned stays where it is); unpinning removes it.
 */
export function withSticky(ids: readonly number[], id: number, sticky: boolean): number[] {
  if (sticky) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((other) => other !== id);
}

/** A list's id filters: items among `include` (when given), none of `exclude`. */
export interface IdFilters {
  include: number[] | undefined;
  exclude: number[] | undefined;
}

/**
 * The id filters of a list asked for sticky (true) or non-sticky (false) posts, as WordPress's
 * posts controller narrows `post__in` / widens `post__not_in`. No sticky post at all, or none
 * among `include`, leaves only id 0, which no record has.
 */
export function stickyIdFilters(
  filters: IdFilters,
  stickyIds: readonly number[],
  sticky: boolean,
): IdFilters {
  if (!sticky) return { ...filters, exclude: [...(filters.exclude ?? []), ...stickyIds] };
  const wanted = filters.include?.length
    ? filters.include.filter((id) => stickyIds.includes(id))
    : [...stickyIds];
  return { ...filters, include: wanted.length > 0 ? wanted : [0] };
}

/** The ids of the sticky posts. */
export async function stickyPostIds(db: Db): Promise<number[]> {
  return stickyIdsOf(await getOption<unknown>(db, STICKY_OPTION, []));
}

/** Pins or unpins a post, inside the caller's transaction; an unchanged list is not written. */
export async function setSticky(db: Db, id: number, sticky: boolean): Promise<void> {
  const ids = await stickyPostIds(db);
  const next = withSticky(ids, id, sticky);
  if (next.length === ids.length && next.every((other, index) => other === ids[index])) return;
  await setOptions(db, { [STICKY_OPTION]: next });
}
