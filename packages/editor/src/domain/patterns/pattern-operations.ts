import { type ApiClient, ApiError } from '../../data/api-client';
import type { EntityStore } from '../../data/entities/entity-store';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';
import type { TemplateItem } from '../templates/template-item';
import { deleteTemplates, renameTemplate, templateRef } from '../templates/template-operations';
import type { CategoryStep } from './pattern-category-plan';
import type { PatternItem, PatternSyncStatus } from './pattern-item';

/**
 * The writes of the Patterns area the entity store has no verb for (create, import, delete,
 * category terms), each followed by what the store must read again. Reads stay in the store.
 */

export const BLOCKS_PATH = '/wp/v2/blocks';
export const PATTERN_CATEGORY_PATH = '/wp/v2/wp_pattern_category';

/** The record of a user pattern in the store. */
export function patternRef(item: Pick<PatternItem, 'id'>): RecordRef {
  return { kind: 'postType', name: 'wp_block', id: item.id };
}

/** The store's record of a pattern category term. */
export function categoryRef(termId: number): RecordRef {
  return { kind: 'taxonomy', name: 'wp_pattern_category', id: String(termId) };
}

/** Makes the store read the user patterns and the person's categories again. */
export function refreshPatternLists(store: EntityStore): void {
  store.invalidate('postType', 'wp_block');
  store.invalidate('taxonomy', 'wp_pattern_category');
}

function idOfAnswer(answer: unknown): number {
  const id = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'id') : undefined;
  if (typeof id !== 'number') throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
  return id;
}

/** The term ids of a category plan, creating the terms it asks for, one after another. */
export async function resolveCategorySteps(
  client: ApiClient,
  steps: readonly CategoryStep[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const step of steps) {
    if (step.kind === 'existing') {
      ids.push(step.id);
      continue;
    }
    const body =
      step.slug === undefined ? { name: step.name } : { name: step.name, slug: step.slug };
    ids.push(idOfAnswer(await client.post<unknown>(PATTERN_CATEGORY_PATH, body)));
  }
  return ids;
}

export interface NewPattern {
  title: string;
  content: string;
  syncStatus: PatternSyncStatus;
  categoryIds: readonly number[];
}

/** A pattern as it was created: what the callers of the create modal are told. */
export interface CreatedPattern {
  id: number;
  title: string;
  syncStatus: PatternSyncStatus;
}

/**
 * Creates a published user pattern (spec 2 §7): title, content, categories and sync status
 * (`unsynced`, or '' for synced), then has the store read the patterns and categories again.
 */
export async function createPattern(
  client: ApiClient,
  store: EntityStore,
  pattern: NewPattern,
): Promise<CreatedPattern> {
  try {
    const answer = await client.post<unknown>(BLOCKS_PATH, {
      title: pattern.title,
      content: pattern.content,
      status: 'publish',
      wp_pattern_category: [...pattern.categoryIds],
      meta: { wp_pattern_sync_status: pattern.syncStatus === 'unsynced' ? 'unsynced' : '' },
    });
    return { id: idOfAnswer(answer), title: pattern.title, syncStatus: pattern.syncStatus };
  } finally {
    refreshPatternLists(store);
  }
}

/** The pattern the import made: its title, for the notice. */
export interface ImportedPattern {
  id: number;
  title: string;
}

function titleOfAnswer(answer: unknown, fallback: string): string {
  const title = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'title') : '';
  if (typeof title === 'string') return title;
  const raw = typeof title === 'object' && title !== null ? Reflect.get(title, 'raw') : undefined;
  return typeof raw === 'string' ? raw : fallback;
}

/**
 * Imports a pattern file (`POST /wp/v2/blocks/import`, multipart `file` and, for a category of
 * the person's, `wp_pattern_category`); the server checks the file and answers the new pattern.
 */
export async function importPatternFile(
  client: ApiClient,
  store: EntityStore,
  file: File,
  categoryTermId?: number,
): Promise<ImportedPattern> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (categoryTermId !== undefined) form.append('wp_pattern_category', String(categoryTermId));
  const answer = await client.upload<unknown>(`${BLOCKS_PATH}/import`, form);
  refreshPatternLists(store);
  return { id: idOfAnswer(answer), title: titleOfAnswer(answer, file.name) };
}

export interface PatternDeleteOutcome {
  deleted: PatternItem[];
  errors: unknown[];
}

/**
 * Deletes user patterns (`DELETE /wp/v2/blocks/{id}?force=true`, one call each) and template
 * parts (the templates' delete), each settled on its own.
 */
export async function deletePatterns(
  client: ApiClient,
  store: EntityStore,
  items: readonly PatternItem[],
): Promise<PatternDeleteOutcome> {
  const users = items.filter((item) => item.kind === 'user');
  const parts = items.filter(
    (item): item is PatternItem & { part: TemplateItem } => item.part !== null,
  );
  const results = await Promise.allSettled(
    users.map((item) =>
      client.request({ method: 'DELETE', path: `${BLOCKS_PATH}/${item.id}?force=true` }),
    ),
  );
  const deleted: PatternItem[] = [];
  const errors: unknown[] = [];
  results.forEach((result, index) => {
    const item = users[index];
    if (result.status === 'rejected') errors.push(result.reason);
    else if (item !== undefined) deleted.push(item);
  });
  if (users.length > 0) store.invalidate('postType', 'wp_block');
  if (parts.length > 0) {
    const outcome = await deleteTemplates(
      client,
      store,
      parts.map((item) => item.part),
    );
    deleted.push(...parts.filter((item) => outcome.deleted.includes(item.part)));
    errors.push(...outcome.errors);
  }
  return { deleted, errors };
}

/** Renames a user pattern or a part through the entity store (read it, edit the title, save). */
export async function renamePattern(
  store: EntityStore,
  item: PatternItem,
  title: string,
): Promise<void> {
  if (item.part !== null) {
    await store.resolveRecord(templateRef(item.part));
    await renameTemplate(store, item.part, title);
    return;
  }
  const ref = patternRef(item);
  await store.resolveRecord(ref);
  store.edit(ref, { title });
  const result = await store.save(ref);
  if (!result.ok) throw result.error;
}

/** Deletes a category term (force); its patterns stay. Then patterns and terms are read again. */
export async function deletePatternCategory(
  client: ApiClient,
  store: EntityStore,
  termId: number,
): Promise<void> {
  try {
    await client.request({
      method: 'DELETE',
      path: `${PATTERN_CATEGORY_PATH}/${termId}?force=true`,
    });
  } finally {
    refreshPatternLists(store);
  }
}

/** Renames a category term: a name edit through the store, then a save. */
export async function renamePatternCategory(
  store: EntityStore,
  termId: number,
  name: string,
): Promise<EntityRecord> {
  const ref = categoryRef(termId);
  await store.resolveRecord(ref);
  store.edit(ref, { name });
  const result = await store.save(ref);
  if (!result.ok) throw result.error;
  store.invalidate('postType', 'wp_block');
  return result.record;
}
