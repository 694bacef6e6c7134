import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { PostRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertCurrentVersion, type ClientVersion, rowEtag } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { deleteVersioned, insertPost, updateVersioned } from '../posts/post-store.js';
import { FONT_FACE_TYPE, FONT_FAMILY_TYPE, faceFilesOf } from './font-records.js';
import type { FontFamilySettings } from './font-settings.js';
import { FontStorage } from './font-storage.js';

/** 400 `rest_duplicate_font_family`, with the id of the family that has the slug. */
export function duplicateFamily(slug: string, existingId: number | undefined): AppError {
  return new AppError(
    'rest_duplicate_font_family',
    `A font family with slug "${slug}" already exists.`,
    400,
    existingId === undefined ? {} : { font_family_id: existingId },
  );
}

async function familyIdBySlug(app: AppContext, slug: string): Promise<number | undefined> {
  const row = await app.db
    .selectFrom('posts')
    .select('id')
    .where('type', '=', FONT_FAMILY_TYPE)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Installs a font family. Its slug is unique (a unique index, so two installs of the same family
 * at once leave one family): a second family with the slug is 400 `rest_duplicate_font_family`,
 * whose data names the family to add faces to.
 */
export async function createFontFamily(
  app: AppContext,
  settings: FontFamilySettings,
  author: number,
): Promise<PostRow> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('posts')
        .select('id')
        .where('type', '=', FONT_FAMILY_TYPE)
        .where('slug', '=', settings.slug)
        .executeTakeFirst();
      if (existing) throw duplicateFamily(settings.slug, existing.id);
      const row = await insertPost(trx, {
        type: FONT_FAMILY_TYPE,
        status: 'publish',
        title: settings.name,
        slug: settings.slug,
        content: JSON.stringify(settings),
        author,
      });
      await bumpContentVersion(trx);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw duplicateFamily(settings.slug, await familyIdBySlug(app, settings.slug));
    }
    throw error;
  }
}

/** Changes a family's name, CSS family or preview; a stale write is 412 `rest_conflict`. */
export async function updateFontFamily(
  app: AppContext,
  row: PostRow,
  settings: FontFamilySettings,
  sent: ClientVersion,
): Promise<PostRow> {
  assertCurrentVersion(sent, { etag: rowEtag(row), modified: row.modified });
  return app.db.transaction().execute(async (trx) => {
    const updated = await updateVersioned(trx, row, {
      title: settings.name,
      content: JSON.stringify(settings),
    });
    await bumpContentVersion(trx);
    return updated;
  });
}

/**
 * Uninstalls a font family: the family and its faces go in one transaction (the family first, so
 * a face being added at the same moment waits for it and then finds no family), then their files.
 */
export async function deleteFontFamily(
  app: AppContext,
  row: PostRow,
  sent: ClientVersion,
): Promise<void> {
  assertCurrentVersion(sent, { etag: rowEtag(row), modified: row.modified });
  const faces = await app.db.transaction().execute(async (trx) => {
    await deleteVersioned(trx, row);
    const removed = await trx
      .deleteFrom('posts')
      .where('type', '=', FONT_FACE_TYPE)
      .where('parent', '=', row.id)
      .returningAll()
      .execute();
    await bumpContentVersion(trx);
    return removed;
  });
  const storage = new FontStorage(app.config.dataDir);
  for (const face of faces) for (const file of faceFilesOf(face)) storage.remove(file);
}
