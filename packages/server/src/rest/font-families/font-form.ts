import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../errors/app-error.js';
import {
  type FontFilePart,
  fontFileTooBig,
  MAX_FONT_FILE_BYTES,
  MAX_FONT_FILES_PER_FACE,
} from '../../fonts/font-uploads.js';
import type { RestRequest } from '../router.js';

/** What a multipart font request sent: its text fields (first of each name) and its files. */
export interface FontForm {
  fields: Map<string, string>;
  files: FontFilePart[];
}

function clientStatus(error: unknown): number | undefined {
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

async function fileBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fontFileTooBig();
    }
    throw error;
  }
}

/**
 * The fields and files of a font request. A multipart form (as the editor sends) may carry up to
 * ten files of at most the font size limit each (a larger one is 413 while it is read, before
 * anything is kept); any other body is read by the router into the request's parameters and
 * gives no form. A body that claims to be multipart and is not is 400 `rest_upload_malformed`.
 */
export async function readFontForm(request: RestRequest): Promise<FontForm> {
  const form: FontForm = { fields: new Map(), files: [] };
  const raw = request.raw;
  if (!raw.isMultipart()) return form;
  try {
    const limits = { fileSize: MAX_FONT_FILE_BYTES, files: MAX_FONT_FILES_PER_FACE };
    for await (const part of raw.parts({ limits })) {
      if (part.type === 'file') {
        form.files.push({ field: part.fieldname, bytes: await fileBytes(part) });
      } else if (typeof part.value === 'string' && !form.fields.has(part.fieldname)) {
        form.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = clientStatus(error);
    if (status !== undefined) {
      throw new AppError(
        'rest_upload_limit',
        `Too many parts: a font face takes at most ${MAX_FONT_FILES_PER_FACE} files.`,
        status,
      );
    }
    throw new AppError(
      'rest_upload_malformed',
      'The upload is not valid multipart form data.',
      400,
    );
  }
  return form;
}
