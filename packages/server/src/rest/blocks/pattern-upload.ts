import { AppError } from '../../errors/app-error.js';
import { MAX_PATTERN_FILE_BYTES, patternFileTooBig } from '../../patterns/pattern-import-file.js';
import { readMultipartParts } from '../multipart-parts.js';
import type { RestRequest } from '../router.js';

/** A pattern file sent as multipart form data, with the form's other fields. */
export interface PatternUpload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const noData = () => new AppError('rest_upload_no_data', 'No data supplied.', 400);

/**
 * Reads the `file` field (and the text fields) of a multipart request. No multipart body or no
 * `file` → 400 `rest_upload_no_data`; a file over 2 MB → 413; a broken body → 400
 * `rest_upload_malformed`. Repeated text fields are joined with commas (`a[]=1&a[]=2` style).
 */
export async function readPatternUpload(request: RestRequest): Promise<PatternUpload> {
  const raw = request.raw;
  if (!raw.isMultipart()) throw noData();
  const { file, fields: parts } = await readMultipartParts(raw, {
    maxFileBytes: MAX_PATTERN_FILE_BYTES,
    tooBig: patternFileTooBig,
  });
  const fields: Record<string, string> = {};
  for (const [fieldname, value] of parts) {
    const name = fieldname.replace(/\[\]$/, '');
    fields[name] = name in fields ? `${fields[name]},${value}` : value;
  }
  if (file === undefined || file.fieldname !== 'file') throw noData();
  return { filename: file.filename, bytes: file.bytes, fields };
}
