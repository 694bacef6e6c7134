import { type AuthState, can } from '../auth/current-user.js';
import type { PostRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { PostTypeConfig } from './post-type-config.js';

/** Statuses a client may set; `trash` is reached by DELETE, `inherit` belongs to revisions. */
export const WRITABLE_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;

/** Statuses that make an item visible to readers (and so need the publish capability). */
const PUBLISHING_STATUSES = new Set(['publish', 'future', 'private']);

/** Statuses whose items count as published for the "published" capabilities. */
const PUBLISHED_STATUSES = new Set(['publish', 'private', 'future']);

/** 401 for anonymous users, else 403 with the message. */
export function denied(auth: AuthState, code: string, message: string): AppError {
  if (!auth.user) return new AppError(code, message, 401);
  return new AppError(code, message, 403);
}

function owns(auth: AuthState, row: Pick<PostRow, 'author'>): boolean {
  return auth.user !== null && auth.user.id === row.author;
}

/** Whether the user may read the item (published items of public types are open to all). */
export function canReadPost(auth: AuthState, config: PostTypeConfig, row: PostRow): boolean {
  const readCap = config.caps.read;
  if (readCap && !can(auth, readCap)) return false;
  if (row.status === 'publish') return true;
  if (row.status === 'private') return owns(auth, row) || can(auth, config.caps.readPrivate);
  return canEditPost(auth, config, row);
}

/** Whether the user may edit the item: their own, or others' with the "others" capability. */
export function canEditPost(
  auth: AuthState,
  config: PostTypeConfig,
  row: Pick<PostRow, 'author' | 'status'>,
): boolean {
  const { caps } = config;
  if (!can(auth, caps.edit)) return false;
  if (!owns(auth, row) && !can(auth, caps.editOthers)) return false;
  if (PUBLISHED_STATUSES.has(row.status) && !can(auth, caps.editPublished)) return false;
  if (row.status === 'private' && !owns(auth, row) && !can(auth, caps.readPrivate)) return false;
  return true;
}

/** Whether the user may trash or delete the item. */
export function canDeletePost(
  auth: AuthState,
  config: PostTypeConfig,
  row: Pick<PostRow, 'author' | 'status'>,
): boolean {
  const { caps } = config;
  if (!can(auth, caps.delete)) return false;
  if (!owns(auth, row) && !can(auth, caps.deleteOthers)) return false;
  if (PUBLISHED_STATUSES.has(row.status) && !can(auth, caps.deletePublished)) return false;
  return true;
}

/** Throws unless the user may give an item this status (publishing needs the publish capability). */
export function assertCanSetStatus(auth: AuthState, config: PostTypeConfig, status: string): void {
  if (PUBLISHING_STATUSES.has(status) && !can(auth, config.caps.publish)) {
    throw denied(
      auth,
      'rest_cannot_publish',
      'Sorry, you are not allowed to publish posts in this post type.',
    );
  }
}

/** Throws unless the user may create items of the type at all. */
export function assertCanCreate(auth: AuthState, config: PostTypeConfig): void {
  if (!can(auth, config.caps.edit)) {
    throw denied(
      auth,
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
    );
  }
}
