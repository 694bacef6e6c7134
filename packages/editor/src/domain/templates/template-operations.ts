import { type ApiClient, ApiError } from '../../data/api-client';
import { findEntityConfig } from '../../data/entities/entity-config';
import type { EntityStore } from '../../data/entities/entity-store';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';
import { isTemplateRevertable } from './template-eligibility';
import { rawText, type TemplateItem, type TemplatePostType } from './template-item';
import { NOT_REVERTABLE, REVERT_RELOAD } from './template-notices';

/**
 * The writes of the Templates area that the entity store has no verb for (create, delete,
 * revert's theme read), each followed by what the store must know. Reads stay in the store.
 */

function baseURL(type: TemplatePostType): string {
  const config = findEntityConfig('postType', type);
  if (config === undefined) throw new ApiError('unknown_entity', UNEXPECTED_ERROR, 0);
  return config.baseURL;
}

export function templateRef(item: Pick<TemplateItem, 'type' | 'id'>): RecordRef {
  return { kind: 'postType', name: item.type, id: item.id };
}

export interface DeleteOutcome {
  deleted: TemplateItem[];
  errors: unknown[];
}

/** Deletes templates or parts (force), each settled on its own (spec 1 §7). */
export async function deleteTemplates(
  client: ApiClient,
  store: EntityStore,
  items: readonly TemplateItem[],
): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(
    items.map((item) =>
      client.request({ method: 'DELETE', path: `${baseURL(item.type)}/${item.id}?force=true` }),
    ),
  );
  const deleted: TemplateItem[] = [];
  const errors: unknown[] = [];
  results.forEach((result, index) => {
    const item = items[index];
    if (result.status === 'rejected') errors.push(result.reason);
    else if (item !== undefined) deleted.push(item);
  });
  for (const type of new Set(items.map((item) => item.type))) store.invalidate('postType', type);
  return { deleted, errors };
}

/** Renames through the entity store: a title edit, then a save. Throws the save's error. */
export async function renameTemplate(
  store: EntityStore,
  item: TemplateItem,
  title: string,
): Promise<void> {
  const ref = templateRef(item);
  store.edit(ref, { title });
  const result = await store.save(ref);
  if (!result.ok) throw result.error;
}

/**
 * Clear customizations (spec 1 §4.3): reads the theme file's version, saves the record back to
 * it (`source: 'theme'` drops the customisation on the server) and puts an action in the undo
 * history whose undo saves the customised content again.
 */
export async function revertTemplate(
  client: ApiClient,
  store: EntityStore,
  item: TemplateItem,
): Promise<void> {
  if (!isTemplateRevertable(item)) throw new ApiError('not_revertable', NOT_REVERTABLE, 0);
  const ref = templateRef(item);
  const themeVersion = await client.get<EntityRecord>(
    `${baseURL(item.type)}/${item.id}?context=edit&source=theme`,
  );
  if (typeof themeVersion !== 'object' || themeVersion === null) {
    throw new ApiError('revert_failed', REVERT_RELOAD, 0);
  }
  const themeContent = rawText(themeVersion.content);
  const customContent = item.content;
  const toTheme = async () => {
    store.edit(ref, { content: themeContent, source: 'theme' }, { undoIgnore: true });
    const result = await store.save(ref);
    if (!result.ok) throw result.error;
  };
  await toTheme();
  store.addUndoAction(
    'Clear customizations',
    () => {
      store.edit(ref, { content: customContent }, { undoIgnore: true });
      void store.save(ref);
    },
    () => void toTheme().catch(() => undefined),
  );
}

export interface CreateTemplatePayload {
  slug: string;
  title: string;
  description: string;
  status: 'publish' | string;
  is_wp_suggestion?: boolean;
  content?: string;
}

/** Creates a template (POST) and returns the new record as the server answered it. */
export async function createTemplate(
  client: ApiClient,
  store: EntityStore,
  payload: CreateTemplatePayload,
): Promise<TemplateItem['id']> {
  const record = await client.post<EntityRecord>(baseURL('wp_template'), payload);
  store.invalidate('postType', 'wp_template');
  const id = typeof record === 'object' && record !== null ? record.id : undefined;
  if (typeof id !== 'string') throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
  return id;
}

/**
 * What a new template starts with: the content of the template that shows today in its place
 * (`/templates/lookup`), or '' when there is none.
 */
export async function fallbackContent(
  client: ApiClient,
  slug: string,
  isCustom: boolean,
): Promise<string> {
  const query = new URLSearchParams({ slug, context: 'edit' });
  if (isCustom) query.set('is_custom', 'true');
  try {
    const record = await client.get<EntityRecord>(`/wp/v2/templates/lookup?${query}`);
    return typeof record === 'object' && record !== null ? rawText(record.content) : '';
  } catch {
    return '';
  }
}
