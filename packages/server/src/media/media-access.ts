import type { Capability } from '../auth/capabilities.js';
import type { AuthState } from '../auth/current-user.js';
import type { PostRow } from '../db/schema.js';

/**
 * Who may do what to an attachment, as WordPress maps `edit_post` / `delete_post` for media:
 * one's own with `edit_posts` / `delete_posts`, anyone's with `edit_others_posts` /
 * `delete_others_posts`. Uploading needs `upload_files`. Pure: no database, no transport.
 */
const ACTIONS = {
  edit: { own: 'edit_posts', others: 'edit_others_posts' },
  delete: { own: 'delete_posts', others: 'delete_others_posts' },
} as const satisfies Record<string, { own: Capability; others: Capability }>;

export type MediaAction = keyof typeof ACTIONS;

/** Whether the user may edit (or see in `context=edit`) or delete the attachment. */
export function canActOnMedia(
  auth: AuthState,
  action: MediaAction,
  row: Pick<PostRow, 'author'>,
): boolean {
  const user = auth.user;
  if (!user) return false;
  const caps = ACTIONS[action];
  if (!user.capabilities.has(caps.own)) return false;
  return user.id === row.author || user.capabilities.has(caps.others);
}

/** The capability that lists media in `context=edit` (WordPress: the type's `edit_posts`). */
export const MEDIA_LIST_EDIT_CAPABILITY: Capability = 'edit_posts';
