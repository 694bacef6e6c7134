/**
 * Reading a pattern file as the editor's "Export as JSON" (and WordPress) writes it:
 * `{"__file": "wp_block", "title": "…", "content": "…", "syncStatus": "unsynced" | "fully"}`.
 * Pure: bytes in, a pattern or an `AppError` out.
 */

import { AppError } from '../errors/app-error.js';

/** The largest pattern file accepted (a pattern is markup, not media). */
export const MAX_PATTERN_FILE_BYTES = 2 * 1024 * 1024;

export const PATTERN_FILE_TOO_BIG_MESSAGE = 'The pattern file is larger than the 2 MB limit.';

/** What an import creates from a file. */
export interface PatternFile {
  title: string;
  content: string;
  /** `unsynced` for a file whose `syncStatus` says so; `''` (synced) otherwise. */
  syncStatus: '' | 'unsynced';
}

export const invalidJsonFile = () =>
  new AppError('rest_pattern_invalid_json', 'Invalid JSON file', 400);

export const invalidPatternFile = () =>
  new AppError('rest_pattern_invalid_file', 'Invalid pattern JSON file', 400);

export const patternFileTooBig = () =>
  new AppError('rest_upload_file_too_big', PATTERN_FILE_TOO_BIG_MESSAGE, 413);

/** The bytes as a JSON object, or `undefined` when they are not UTF-8 JSON holding an object. */
function jsonObject(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Reads an uploaded pattern file: a name not ending in `.json` (any case) or bytes that are not a
 * JSON object → 400 `rest_pattern_invalid_json`; `__file` other than `wp_block`, or a missing or
 * empty title or content → 400 `rest_pattern_invalid_file`; over 2 MB → 413.
 */
export function readPatternFile(filename: string, bytes: Uint8Array): PatternFile {
  if (bytes.length > MAX_PATTERN_FILE_BYTES) throw patternFileTooBig();
  if (!filename.toLowerCase().endsWith('.json')) throw invalidJsonFile();
  const file = jsonObject(bytes);
  if (!file) throw invalidJsonFile();
  if (file.__file !== 'wp_block' || !filled(file.title) || !filled(file.content)) {
    throw invalidPatternFile();
  }
  return {
    title: file.title.replaceAll('\u0000', ''),
    content: file.content.replaceAll('\u0000', ''),
    syncStatus: file.syncStatus === 'unsynced' ? 'unsynced' : '',
  };
}
