import { AppError } from '../errors/app-error.js';

export const CONFLICT_MESSAGE =
  'This item was changed by someone else since you opened it. Reload it to see their changes, or save again to overwrite them.';

export function conflict(): AppError {
  return new AppError('rest_conflict', CONFLICT_MESSAGE, 412);
}

/**
 * The version a client says it last saw: an If-Match ETag, or the record's `modified` value (the
 * REST layer reads it from the request, `rest/client-version.ts`).
 */
export interface ClientVersion {
  etag: string | undefined;
  modified: string | undefined;
}

/**
 * The instant a `modified` value names, in milliseconds; text without a zone is GMT (the site
 * runs on UTC). NaN when it is no date at all.
 */
export function modifiedInstant(text: string): number {
  const trimmed = text.trim();
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) ? trimmed : `${trimmed}Z`;
  return Date.parse(zoned.replace(' ', 'T'));
}

/**
 * Refuses a stale write with 412 `rest_conflict`: the client's If-Match must name the current
 * ETag, or its `modified` must be the record's to the millisecond (every version of a record has
 * its own `modified`, see `nextModifiedText`). A client that sends neither overwrites.
 */
export function assertCurrentVersion(
  sent: ClientVersion,
  current: { etag: string; modified: string | null },
): void {
  if (sent.etag !== undefined) {
    const tags = sent.etag.split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (!tags.includes(current.etag)) throw conflict();
  }
  if (sent.modified !== undefined && current.modified !== null) {
    const seen = modifiedInstant(sent.modified);
    if (Number.isNaN(seen) || seen !== modifiedInstant(current.modified)) throw conflict();
  }
}

/** The ETag of a stored record: its id and version, quoted as HTTP wants. */
export function rowEtag(row: { id: number; version: number }): string {
  return `"${row.id}-${row.version}"`;
}
