import type { AppContext } from '../app-context.js';
import type { AuthState } from '../auth/current-user.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { PostRow } from '../db/schema.js';
import { assertCurrentVersion, type ClientVersion, rowEtag } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { canDeletePost, denied } from './post-access.js';
import { META_KEYS, postMeta } from './post-meta.js';
import { deleteRevisions } from './post-revisions.js';
import { deleteVersioned, updateVersioned } from './post-store.js';
import type { PostTypeConfig } from './post-type-config.js';
import { setSticky } from './sticky-posts.js';

function assertCanDelete(auth: AuthState, config: PostTypeConfig, row: PostRow): void {
  if (!canDeletePost(auth, config, row)) {
    throw denied(auth, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
  }
}

/**
 * Moves an item to the trash, remembering its status so a restore can show where it was. An
 * item already in the trash answers 410 `rest_already_trashed`.
 */
export async function trashPost(
  app: AppContext,
  config: PostTypeConfig,
  auth: AuthState,
  row: PostRow,
  version: ClientVersion,
): Promise<PostRow> {
  assertCanDelete(auth, config, row);
  if (row.status === 'trash') {
    throw new AppError('rest_already_trashed', 'The post has already been deleted.', 410);
  }
  assertCurrentVersion(version, { etag: rowEtag(row), modified: row.modified });
  const meta = {
    ...postMeta(row),
    [META_KEYS.trashStatus]: row.status,
    [META_KEYS.trashTime]: Math.floor(Date.now() / 1000),
  };
  return app.db.transaction().execute(async (trx) => {
    const updated = await updateVersioned(trx, row, {
      status: 'trash',
      meta: JSON.stringify(meta),
    });
    await bumpContentVersion(trx);
    return updated;
  });
}

/** Deletes an item for good, with its revisions and term relationships; children move up. */
export async function deletePostForGood(
  app: AppContext,
  config: PostTypeConfig,
  auth: AuthState,
  row: PostRow,
  version: ClientVersion,
): Promise<void> {
  assertCanDelete(auth, config, row);
  assertCurrentVersion(version, { etag: rowEtag(row), modified: row.modified });
  await app.db.transaction().execute(async (trx) => {
    await deleteVersioned(trx, row);
    await deleteRevisions(trx, row.id);
    await trx.deleteFrom('term_relationships').where('post_id', '=', row.id).execute();
    // A post deleted for good leaves the sticky list too.
    if (config.supports.sticky) await setSticky(trx, row.id, false);
    if (config.hierarchical) {
      await trx
        .updateTable('posts')
        .set({ parent: row.parent })
        .where('parent', '=', row.id)
        .where('type', '=', config.type)
        .execute();
    }
    await bumpContentVersion(trx);
  });
}
