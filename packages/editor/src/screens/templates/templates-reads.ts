import type { EntityStore } from '../../data/entities/entity-store';
import { ALL_TEMPLATES_QUERY } from './use-templates';

/**
 * What the Templates screen (/wp_template) reads on arrival: every template, as `useTemplates`
 * asks. Started in the click's own task (`readScreenAt`), not after the screen's first render
 * (a page load finds it preloaded). Never rejects: a failed read is kept in the store, where the
 * screen shows it.
 */
export async function readTemplates(store: EntityStore): Promise<void> {
  await store.resolveRecords('postType', 'wp_template', ALL_TEMPLATES_QUERY);
}
