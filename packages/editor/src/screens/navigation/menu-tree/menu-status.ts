import { ApiError } from '../../../data/api-client';
import type { EntityRecord } from '../../../data/entities/store-state';

/** What the tree shows for the menu's read. */
export type MenuStatus =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready' };

/** Answers that mean the menu is not there (rather than that it could not be read now). */
const GONE = new Set([404, 410]);

/**
 * The menu's state for the tree: 'Loading…' while it is read; 'Navigation Menu missing.' when
 * the server has no such menu or it is in the trash; the error when the read failed otherwise.
 */
export function menuStatus(read: {
  record: EntityRecord | undefined;
  error: Error | null;
}): MenuStatus {
  if (read.record !== undefined) {
    return read.record.status === 'trash' ? { kind: 'missing' } : { kind: 'ready' };
  }
  if (read.error !== null) {
    return read.error instanceof ApiError && GONE.has(read.error.status)
      ? { kind: 'missing' }
      : { kind: 'failed', message: read.error.message };
  }
  return { kind: 'loading' };
}
