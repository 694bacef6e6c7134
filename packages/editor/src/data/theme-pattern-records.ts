import { THEME_PATTERNS } from '@atelier/blocks/rest';
import { useEntityRecords } from './entities/entity-hooks';
import type { EntityStore } from './entities/entity-store';
import { getRecords } from './entities/selectors';
import type { EntityRecord } from './entities/store-state';

/** The theme's patterns (`/wp/v2/block-patterns/patterns`), read once into the entity store. */
const PATTERNS = { kind: 'root', name: 'blockPattern' } as const;
/** Their categories (`/wp/v2/block-patterns/categories`). */
const CATEGORIES = { kind: 'root', name: 'blockPatternCategory' } as const;
const ALL = THEME_PATTERNS;

/**
 * The theme's pattern records through the store (empty when the read failed), for code outside
 * React: the start patterns asked for when a template is created.
 */
export async function readThemePatternRecords(
  store: EntityStore,
): Promise<readonly EntityRecord[]> {
  await store.resolveRecords(PATTERNS.kind, PATTERNS.name, ALL);
  return getRecords(store.getState(), PATTERNS.kind, PATTERNS.name, ALL) ?? [];
}

function listOrEmpty(list: {
  records: readonly EntityRecord[] | null;
  hasResolved: boolean;
}): readonly EntityRecord[] | null {
  if (list.records !== null) return list.records;
  return list.hasResolved ? [] : null;
}

/**
 * The theme's pattern records (hidden ones too, for previews), null until read and empty when the
 * read failed; shared by the inserter, the canvas's pattern previews and the template screens.
 */
export function useThemePatternRecords(): readonly EntityRecord[] | null {
  return listOrEmpty(useEntityRecords(PATTERNS.kind, PATTERNS.name, ALL));
}

/** The pattern categories the theme and the server register, null until read. */
export function useThemePatternCategoryRecords(): readonly EntityRecord[] | null {
  return listOrEmpty(useEntityRecords(CATEGORIES.kind, CATEGORIES.name, ALL));
}
