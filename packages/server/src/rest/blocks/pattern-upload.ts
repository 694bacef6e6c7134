import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../errors/app-error.js';
import { MAX_PATTERN_FILE_BYTES, patternFileTooBig } from '../../patterns/pattern-import-file.js';
import type { RestRequest } from '../router.js';

/** A pattern file sent as multipart form data, with the form's other fields. */
export interface PatternUpload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const noData = () => new AppError('rest_upload_no_data', 'No data supplied.', 400);

/** An error the multipart plugin raised with a 4xx status (too many files or parts). */
function hasClientStatus(error: unknown): boolean {
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readFilePart(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw patternFileTooBig();
    }
    throw error;
  }
}

/**
 * Reads the `file` field (and the text fields) of a multipart request. No multipart body or no
 * `file` → 400 `rest_upload_no_data`; a file over 2 MB → 413; a broken body → 400
 * `rest_upload_malformed`. Repeated text fields are joined with commas (`a[]=1&a[]=2` style).
 */
export async function readPatternUpload(request: RestRequest): Promise<PatternUpload> {
  const raw = request.raw;
  if (!raw.isMultipart()) throw noData();
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of raw.parts({
      limits: { fileSize: MAX_PATTERN_FILE_BYTES, files: 1 },
    })) {
      if (part.type === 'file') {
        const bytes = await readFilePart(part);
        if (part.fieldname === 'file') file = { filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        const name = part.fieldname.replace(/\[\]$/, '');
        fields[name] = name in fields ? `${fields[name]},${part.value}` : part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError || hasClientStatus(error)) throw error;
    throw new AppError(
      'rest_upload_malformed',
      'The upload is not valid multipart form data.',
      400,
    );
  }
  if (!file) throw noData();
  return { ...file, fields };
}
