/** One file of a multipart form. */
export interface FormFile {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A `multipart/form-data` body (text fields first, then files) and its Content-Type header. */
export function multipartForm(
  files: FormFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----atelier-form-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A pattern `.json` file as the editor's "Export as JSON" writes it. */
export function patternFile(pattern: Record<string, unknown>, filename = 'pattern.json'): FormFile {
  return {
    name: 'file',
    filename,
    type: 'application/json',
    bytes: Buffer.from(JSON.stringify({ __file: 'wp_block', ...pattern })),
  };
}
