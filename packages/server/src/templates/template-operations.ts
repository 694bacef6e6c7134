import { DEFAULT_TEMPLATE_PART_AREA } from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertCurrentVersion, type ClientVersion, conflict } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { deleteVersioned, insertPost, updateVersioned } from '../posts/post-store.js';
import type { TemplateType } from '../themes/theme-files.js';
import {
  type TemplateMeta,
  type TemplateRecord,
  templateEtag,
  templateMeta,
} from './template-record.js';
import { loadTemplate } from './template-store.js';
import { sanitizeTemplateText } from './template-text.js';

export interface TemplateInput {
  slug: string;
  title?: string | undefined;
  description?: string | undefined;
  content?: string | undefined;
  status?: string | undefined;
  area?: string | undefined;
  isWpSuggestion?: boolean | undefined;
}

export interface TemplateChanges {
  title?: string | undefined;
  description?: string | undefined;
  content?: string | undefined;
  area?: string | undefined;
  status?: string | undefined;
}

const LABELS: Record<TemplateType, string> = {
  wp_template: 'template',
  wp_template_part: 'template part',
};

async function reload(
  app: AppContext,
  record: Pick<TemplateRecord, 'type' | 'theme' | 'slug'>,
): Promise<TemplateRecord> {
  const fresh = await loadTemplate(app.db, app.themes, record.type, record.theme, record.slug);
  if (!fresh)
    throw new AppError(
      'rest_template_not_found',
      `No ${LABELS[record.type]} exists with that id.`,
      404,
    );
  return fresh;
}

function duplicateSlug(type: TemplateType, slug: string): AppError {
  return new AppError(
    'rest_duplicate_slug',
    `A ${LABELS[type]} with the slug "${slug}" already exists for this theme.`,
    409,
    { slug },
  );
}

/**
 * Creates a database template; a slug the theme already has becomes its customisation. A record
 * that already exists (or that another request creates at the same moment, caught by the unique
 * index on type, theme and slug) is refused with `onExisting`: 409 `rest_duplicate_slug` by
 * default.
 */
export async function createTemplate(
  app: AppContext,
  type: TemplateType,
  theme: string,
  sent: TemplateInput,
  author: number,
  onExisting: () => AppError = () => duplicateSlug(type, sent.slug),
): Promise<TemplateRecord> {
  const input = await sanitizeTemplateText(app.db, author, sent);
  const existing = await loadTemplate(app.db, app.themes, type, theme, input.slug);
  if (existing?.row) throw onExisting();
  const meta: TemplateMeta = {};
  if (type === 'wp_template_part')
    meta.area = input.area ?? existing?.file?.area ?? DEFAULT_TEMPLATE_PART_AREA;
  if (type === 'wp_template') meta.is_wp_suggestion = input.isWpSuggestion ?? false;
  if (existing?.file) meta.origin = 'theme';
  try {
    await app.db.transaction().execute(async (trx) => {
      await insertPost(trx, {
        type,
        status: input.status ?? 'publish',
        slug: input.slug,
        title: input.title ?? existing?.file?.title ?? input.slug,
        excerpt: input.description ?? existing?.file?.description ?? '',
        content: input.content ?? existing?.file?.content ?? '',
        author,
        theme,
        meta: { ...meta },
      });
      await bumpContentVersion(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw onExisting();
    throw error;
  }
  return reload(app, { type, theme, slug: input.slug });
}

async function updateRow(trx: Db, record: TemplateRecord, changes: TemplateChanges): Promise<void> {
  const row = record.row;
  if (!row) return;
  const meta = templateMeta(row);
  if (changes.area !== undefined) meta.area = changes.area;
  await updateVersioned(trx, row, {
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { excerpt: changes.description } : {}),
    ...(changes.content !== undefined ? { content: changes.content } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
    meta: JSON.stringify(meta),
  });
}

/**
 * Saves changes to a template. A theme file without a record gets one (its customisation); a
 * stale write (the client saw an older version) is refused with 412.
 */
export async function updateTemplate(
  app: AppContext,
  record: TemplateRecord,
  sentChanges: TemplateChanges,
  sent: ClientVersion,
  author: number,
): Promise<TemplateRecord> {
  assertCurrentVersion(sent, {
    etag: templateEtag(record),
    modified: record.row?.modified ?? null,
  });
  const changes = await sanitizeTemplateText(app.db, author, sentChanges);
  if (!record.row) {
    return createTemplate(
      app,
      record.type,
      record.theme,
      {
        slug: record.slug,
        title: changes.title,
        description: changes.description,
        content: changes.content,
        status: changes.status,
        area: changes.area,
      },
      author,
      // Someone else customised the theme file since this client read it.
      conflict,
    );
  }
  await app.db.transaction().execute(async (trx) => {
    await updateRow(trx, record, changes);
    await bumpContentVersion(trx);
  });
  return reload(app, record);
}

/**
 * Deletes a template for good. A database-only template disappears; a customised theme template
 * loses its customisation (it is reverted to the theme's file); a theme file alone cannot be
 * deleted.
 */
export async function deleteTemplate(
  app: AppContext,
  record: TemplateRecord,
  sent: ClientVersion,
): Promise<TemplateRecord | undefined> {
  if (!record.row) {
    throw new AppError(
      'rest_cannot_delete_theme_template',
      `This ${LABELS[record.type]} comes from the theme's files and cannot be deleted.`,
      400,
    );
  }
  assertCurrentVersion(sent, { etag: templateEtag(record), modified: record.row.modified });
  const row = record.row;
  await app.db.transaction().execute(async (trx) => {
    // Only the version that was checked goes: a save that landed in between wins, and this
    // delete (or revert) is refused instead of taking the newer save with it.
    await deleteVersioned(trx, row);
    await bumpContentVersion(trx);
  });
  return record.file ? { ...record, row: undefined } : undefined;
}

/** Drops a customisation so the theme's file shows again; refused when there is nothing to revert. */
export async function revertTemplate(
  app: AppContext,
  record: TemplateRecord,
  sent: ClientVersion,
): Promise<TemplateRecord> {
  if (!record.file || !record.row) {
    throw new AppError('rest_template_not_revertable', 'This template is not revertable.', 400);
  }
  const reverted = await deleteTemplate(app, record, sent);
  if (!reverted)
    throw new AppError('rest_template_not_revertable', 'This template is not revertable.', 400);
  return reverted;
}
