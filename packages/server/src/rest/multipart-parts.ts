import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** What a multipart upload holds: its one file (if any) and its text fields in order. */
export interface MultipartParts {
  file: { fieldname: string; filename: string; bytes: Buffer } | undefined;
  fields: [name: string, value: string][];
}

interface MultipartLimits {
  /** The largest file the route takes, in bytes. */
  maxFileBytes: number;
  /** The route's own answer to a file over `maxFileBytes` (413). */
  tooBig: () => AppError;
}

/** An error the multipart plugin raised with a 4xx status (too many files or parts). */
function hasClientStatus(error: unknown): boolean {
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readFilePart(part: MultipartFile, limits: MultipartLimits): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw limits.tooBig();
    }
    throw error;
  }
}

/**
 * Reads a multipart request body (the caller checks `isMultipart()`): at most one file, no larger
 * than the route's limit (else the route's 413), and the text fields. The plugin's own 4xx errors
 * pass through; any other failure means the body is not multipart as it claims → 400
 * `rest_upload_malformed`.
 */
export async function readMultipartParts(
  raw: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartParts> {
  const parts: MultipartParts = { file: undefined, fields: [] };
  try {
    for await (const part of raw.parts({ limits: { fileSize: limits.maxFileBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await readFilePart(part, limits);
        parts.file = { fieldname: part.fieldname, filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        parts.fields.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    // This loop only reads the request: anything but our own answers (too big) means the body
    // is not multipart as it claims (no boundary, cut off, broken part headers).
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw new AppError(
      'rest_upload_malformed',
      'The upload is not valid multipart form data.',
      400,
    );
  }
  return parts;
}
