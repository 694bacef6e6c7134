import type { AppContext } from '../app-context.js';
import { bumpContentVersion } from '../db/content-version.js';
import { attachmentMeta, uploadStorage } from '../media/media-operations.js';
import { REVISION_TYPE } from '../posts/post-revisions.js';

/**
 * Post types that are a person's own content and go with them when their user is deleted
 * without reassignment (WordPress's `delete_with_user`). Site structure (templates, parts,
 * navigation menus, global styles) stays and is left without an author.
 */
export const DELETED_WITH_USER = ['post', 'page', 'attachment', 'wp_block', 'wp_dataviews'];

/**
 * Deletes a user in one transaction. With `reassignTo` every record they authored (posts, pages,
 * media, patterns, templates, revisions…) moves to that user; with `null` their own content is
 * deleted (with its revisions and uploaded files) and the rest loses its author. Sessions,
 * application passwords and meta go with the user.
 */
export async function deleteUser(
  app: AppContext,
  id: number,
  reassignTo: number | null,
): Promise<void> {
  const files = await app.db.transaction().execute(async (trx) => {
    const removedFiles: string[] = [];
    if (reassignTo !== null) {
      await trx.updateTable('posts').set({ author: reassignTo }).where('author', '=', id).execute();
    } else {
      const attachments = await trx
        .selectFrom('posts')
        .selectAll()
        .where('author', '=', id)
        .where('type', '=', 'attachment')
        .execute();
      for (const row of attachments) {
        const meta = attachmentMeta(row);
        removedFiles.push(meta.file, ...Object.values(meta.sizes).map((size) => size.file));
      }
      const owned = trx
        .selectFrom('posts')
        .select('id')
        .where('author', '=', id)
        .where('type', 'in', DELETED_WITH_USER);
      await trx.deleteFrom('term_relationships').where('post_id', 'in', owned).execute();
      await trx
        .deleteFrom('posts')
        .where('type', '=', REVISION_TYPE)
        .where('parent', 'in', owned)
        .execute();
      await trx
        .deleteFrom('posts')
        .where('author', '=', id)
        .where('type', 'in', DELETED_WITH_USER)
        .execute();
      await trx.updateTable('posts').set({ author: 0 }).where('author', '=', id).execute();
    }
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('application_passwords').where('user_id', '=', id).execute();
    await trx.deleteFrom('user_meta').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await bumpContentVersion(trx);
    return removedFiles;
  });
  const storage = uploadStorage(app);
  for (const file of files) if (file) storage.remove(file);
}
