import { AppError } from '../errors/app-error.js';
import { MAX_UPLOAD_BYTES } from '../media/image-sizes.js';
import type { UploadedFont } from './font-face-operations.js';
import { readFontMetadata } from './font-metadata.js';

/** The largest font file taken: the site's upload limit, as for media. */
export const MAX_FONT_FILE_BYTES = MAX_UPLOAD_BYTES;
/** The most files one face upload may carry. */
export const MAX_FONT_FILES_PER_FACE = 10;

export const INVALID_FONT_FILE_MESSAGE = 'Sorry, you are not allowed to upload this file type.';

export const fontFileTooBig = () =>
  new AppError(
    'rest_upload_file_too_big',
    `The font file is too large. The largest font file allowed is ${MAX_FONT_FILE_BYTES / 1024 / 1024} MB.`,
    413,
  );

/** A file part of an upload as the request carried it (its name is never used for storage). */
export interface FontFilePart {
  field: string;
  bytes: Buffer;
}

/**
 * Reads every uploaded file as a font, by content: an empty file is 400
 * `rest_font_upload_empty_file`, one over the limit 413 `rest_upload_file_too_big`, and anything
 * that is not a whole TTF, OTF, WOFF or WOFF2 font (text named `.woff2`, a truncated font) 400
 * `rest_font_upload_invalid_file_type` with WordPress's message. A field sent twice keeps its
 * first file (duplicates in one upload are ignored).
 */
export async function readUploadedFonts(
  parts: readonly FontFilePart[],
): Promise<Map<string, UploadedFont>> {
  const fonts = new Map<string, UploadedFont>();
  for (const part of parts) {
    if (fonts.has(part.field)) continue;
    if (part.bytes.length === 0) {
      throw new AppError(
        'rest_font_upload_empty_file',
        'File is empty. Please upload something more substantial.',
        400,
      );
    }
    if (part.bytes.length > MAX_FONT_FILE_BYTES) throw fontFileTooBig();
    const metadata = await readFontMetadata(part.bytes);
    if (!metadata) {
      throw new AppError('rest_font_upload_invalid_file_type', INVALID_FONT_FILE_MESSAGE, 400);
    }
    fonts.set(part.field, { bytes: part.bytes, metadata });
  }
  return fonts;
}
