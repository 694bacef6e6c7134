import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { assertCurrentVersion, type ClientVersion, rowEtag } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { deleteVersioned, insertPost } from '../posts/post-store.js';
import type { FontMetadata } from './font-metadata.js';
import {
  FONT_FACE_TYPE,
  FONT_FAMILY_TYPE,
  type FontFaceMeta,
  faceFilesOf,
  familySettingsOf,
  parentNotFound,
} from './font-records.js';
import { type FontFaceSettings, fontFaceKey } from './font-settings.js';
import { FontStorage } from './font-storage.js';

/** An uploaded font file, already read and found to be a font. */
export interface UploadedFont {
  bytes: Buffer;
  metadata: FontMetadata;
}

export const duplicateFace = () =>
  new AppError(
    'rest_duplicate_font_face',
    'A font face matching those settings already exists.',
    400,
  );

/** A face's slug: the SHA-256 of its face key, so any key fits the unique index. */
function faceSlug(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

async function faceExists(db: Db, familyId: number, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('type', '=', FONT_FACE_TYPE)
    .where('parent', '=', familyId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a face to a family: its uploaded files are written under new names in the fonts folder
 * (src then lists their URLs), and the face is recorded in one transaction that holds the family
 * row (on PostgreSQL `FOR UPDATE`, so an uninstall cannot slip in between). A face the family
 * already has is 400 `rest_duplicate_font_face`, also when two uploads of it race (unique
 * index). On any failure the files written are removed again: nothing is left half-installed.
 */
export async function createFontFace(
  app: AppContext,
  family: PostRow,
  settings: FontFaceSettings,
  files: ReadonlyMap<string, UploadedFont>,
  author: number,
): Promise<PostRow> {
  const key = fontFaceKey(settings);
  const slug = faceSlug(key);
  if (await faceExists(app.db, family.id, slug)) throw duplicateFace();

  const storage = new FontStorage(app.config.dataDir);
  const familySlug = familySettingsOf(family).slug || family.slug;
  const written: string[] = [];
  const urls = new Map<string, string>();
  try {
    for (const [field, upload] of files) {
      const name = storage.newName(familySlug, upload.metadata.format);
      storage.write(name, upload.bytes);
      written.push(name);
      urls.set(field, FontStorage.url(name));
    }
    const sources = (Array.isArray(settings.src) ? settings.src : [settings.src]).map(
      (source) => urls.get(source) ?? source,
    );
    const stored: FontFaceSettings = {
      ...settings,
      src: sources.length === 1 ? (sources[0] ?? '') : sources,
    };
    const meta: FontFaceMeta = { files: written };
    return await app.db.transaction().execute(async (trx) => {
      let parent = trx
        .selectFrom('posts')
        .select('id')
        .where('id', '=', family.id)
        .where('type', '=', FONT_FAMILY_TYPE);
      if (app.dialect === 'postgres') parent = parent.forUpdate();
      if (!(await parent.executeTakeFirst())) throw parentNotFound();
      if (await faceExists(trx, family.id, slug)) throw duplicateFace();
      const row = await insertPost(trx, {
        type: FONT_FACE_TYPE,
        status: 'publish',
        title: key,
        slug,
        content: JSON.stringify(stored),
        author,
        parent: family.id,
        meta: { ...meta },
      });
      await bumpContentVersion(trx);
      return row;
    });
  } catch (error) {
    for (const name of written) storage.remove(name);
    if (isUniqueViolation(error)) throw duplicateFace();
    throw error;
  }
}

/** Deletes a face and then its files; a stale delete is 412 `rest_conflict`. */
export async function deleteFontFace(
  app: AppContext,
  row: PostRow,
  sent: ClientVersion,
): Promise<void> {
  assertCurrentVersion(sent, { etag: rowEtag(row), modified: row.modified });
  await app.db.transaction().execute(async (trx) => {
    await deleteVersioned(trx, row);
    await bumpContentVersion(trx);
  });
  const storage = new FontStorage(app.config.dataDir);
  for (const file of faceFilesOf(row)) storage.remove(file);
}
