import { join } from 'node:path';
import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import { parseJsonColumn } from '../db/json.js';
import type { PostRow } from '../db/schema.js';
import { assertCurrentVersion, type ClientVersion, rowEtag } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { siteDefaultCommentStatus } from '../posts/default-comment-status.js';
import { insertPost, updateVersioned } from '../posts/post-store.js';
import { generateSizes, inspectImage, MAX_UPLOAD_BYTES } from './image-sizes.js';
import { sizedName, UploadStorage } from './upload-storage.js';

/** What an attachment keeps in its meta column. */
export interface AttachmentMeta {
  file: string;
  mime_type: string;
  width: number;
  height: number;
  filesize: number;
  alt_text: string;
  sizes: Record<
    string,
    { file: string; width: number; height: number; mime_type: string; filesize: number }
  >;
}

export function uploadStorage(app: AppContext): UploadStorage {
  return new UploadStorage(join(app.config.dataDir, 'uploads'));
}

export function attachmentMeta(row: PostRow): AttachmentMeta {
  return parseJsonColumn<AttachmentMeta>(row.meta, {
    file: '',
    mime_type: '',
    width: 0,
    height: 0,
    filesize: 0,
    alt_text: '',
    sizes: {},
  });
}

export const NOT_AN_IMAGE_MESSAGE =
  'Sorry, this file type is not permitted. Upload a JPEG, PNG, GIF, WebP or AVIF image.';
export const TOO_BIG_MESSAGE = `The file is too large. The largest upload allowed is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

export interface UploadInput {
  bytes: Buffer;
  filename: string;
  title?: string | undefined;
  altText?: string | undefined;
  caption?: string | undefined;
  parent?: number | undefined;
}

/**
 * Stores an uploaded image: checks its bytes (not its name), writes the original and its sizes,
 * and records the attachment. Files written before a failure are removed again.
 */
export async function uploadImage(
  app: AppContext,
  input: UploadInput,
  author: number,
): Promise<PostRow> {
  if (input.bytes.length === 0) throw new AppError('rest_upload_no_data', 'No data supplied.', 400);
  if (input.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError('rest_upload_file_too_big', TOO_BIG_MESSAGE, 413);
  const image = await inspectImage(input.bytes);
  if (!image) throw new AppError('rest_upload_sideload_error', NOT_AN_IMAGE_MESSAGE, 400);

  const storage = uploadStorage(app);
  const baseName = input.filename.replace(/\.[^.]*$/, '') || 'image';
  const file = storage.reserve(baseName, image.extension);
  const written: string[] = [];
  try {
    storage.write(file, input.bytes);
    written.push(file);
    const sizes: AttachmentMeta['sizes'] = {};
    for (const size of await generateSizes(input.bytes, image)) {
      const name = sizedName(file, size.width, size.height);
      storage.write(name, size.bytes);
      written.push(name);
      sizes[size.name] = {
        file: name,
        width: size.width,
        height: size.height,
        mime_type: image.mime,
        filesize: size.bytes.length,
      };
    }
    const meta: AttachmentMeta = {
      file,
      mime_type: image.mime,
      width: image.width,
      height: image.height,
      filesize: input.bytes.length,
      alt_text: input.altText ?? '',
      sizes,
    };
    const commentStatus = await siteDefaultCommentStatus(app.db);
    return await app.db.transaction().execute(async (trx) => {
      const row = await insertPost(trx, {
        type: 'attachment',
        status: 'inherit',
        title: input.title ?? baseName,
        slug:
          file
            .split('/')
            .pop()
            ?.replace(/\.[^.]*$/, '') ?? baseName,
        excerpt: input.caption ?? '',
        author,
        parent: input.parent ?? 0,
        commentStatus,
        meta: { ...meta },
      });
      await bumpContentVersion(trx);
      return row;
    });
  } catch (error) {
    for (const path of written) storage.remove(path);
    throw error;
  }
}

export interface AttachmentChanges {
  title?: string | undefined;
  altText?: string | undefined;
  caption?: string | undefined;
  description?: string | undefined;
}

/** Updates an attachment's texts; a stale write (older version) is refused with 412. */
export async function updateAttachment(
  app: AppContext,
  row: PostRow,
  changes: AttachmentChanges,
  sent: ClientVersion,
): Promise<void> {
  assertCurrentVersion(sent, { etag: rowEtag(row), modified: row.modified });
  const meta = attachmentMeta(row);
  if (changes.altText !== undefined) meta.alt_text = changes.altText;
  await app.db.transaction().execute(async (trx) => {
    await updateVersioned(trx, row, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.caption !== undefined ? { excerpt: changes.caption } : {}),
      ...(changes.description !== undefined ? { content: changes.description } : {}),
      meta: JSON.stringify(meta),
    });
    await bumpContentVersion(trx);
  });
}

/** Deletes an attachment record and its files. */
export async function deleteAttachment(app: AppContext, row: PostRow): Promise<void> {
  const meta = attachmentMeta(row);
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('posts').where('id', '=', row.id).execute();
    await bumpContentVersion(trx);
  });
  const storage = uploadStorage(app);
  for (const file of [meta.file, ...Object.values(meta.sizes).map((s) => s.file)]) {
    if (file) storage.remove(file);
  }
}
