import { THEME_PATTERNS } from '@atelier/blocks/rest';
import type { EntityStore } from '../../data/entities/entity-store';
import {
  PATTERN_CATEGORY_TERMS_QUERY,
  TEMPLATE_PARTS_QUERY,
  USER_PATTERNS_QUERY,
} from '../../domain/patterns/use-pattern-items';

/**
 * What the Patterns screen (/patterns) reads on arrival, with the queries `usePatternItems`
 * uses: the person's patterns, the template parts, the theme's patterns and the registered
 * categories, the person's category terms. Started before the screen's first render (answered
 * by the page's preload), so its sidebar and list draw at once. Never rejects: a failed read is
 * kept in the store, where the screen shows it.
 */
export async function readPatterns(store: EntityStore): Promise<void> {
  await Promise.all([
    store.resolveRecords('postType', 'wp_block', USER_PATTERNS_QUERY),
    store.resolveRecords('postType', 'wp_template_part', TEMPLATE_PARTS_QUERY),
    store.resolveRecords('taxonomy', 'wp_pattern_category', PATTERN_CATEGORY_TERMS_QUERY),
    store.resolveRecords('root', 'blockPattern', THEME_PATTERNS),
    store.resolveRecords('root', 'blockPatternCategory', THEME_PATTERNS),
  ]);
}
