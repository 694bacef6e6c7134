import type { AppContext } from '../app-context.js';
import type { AuthState } from '../auth/current-user.js';
import type { PostRow } from '../db/schema.js';
import { PageTree } from '../site/page-tree.js';
import { canReadComment } from './comment-access.js';
import { commentLink } from './comment-links.js';
import { commentTarget } from './comment-post-target.js';
import { type CommentListQuery, listComments } from './comment-store.js';
import type { CommentRow } from './comments-table.js';

/** A comment with what its REST answer names: its post and its address. */
export interface CommentView {
  row: CommentRow;
  post: PostRow | undefined;
  link: string;
}

/** Adds each comment's post and address (one page tree for the lot). */
export async function commentViews(
  app: AppContext,
  origin: string,
  rows: readonly CommentRow[],
): Promise<CommentView[]> {
  const pages = await PageTree.load(app.db);
  const posts = new Map<number, PostRow | undefined>();
  const views: CommentView[] = [];
  for (const row of rows) {
    if (!posts.has(row.post_id)) posts.set(row.post_id, await commentTarget(app.db, row.post_id));
    const post = posts.get(row.post_id);
    views.push({
      row,
      post,
      link: post ? commentLink(origin, post, pages, row.id) : `${origin}/#comment-${row.id}`,
    });
  }
  return views;
}

/**
 * A page of comments as this user may see them: people who may edit posts see every status they
 * ask for; others see approved comments on published posts only.
 */
export async function listVisibleComments(
  app: AppContext,
  auth: AuthState,
  query: CommentListQuery,
  origin: string,
): Promise<{ views: CommentView[]; total: number }> {
  const { rows, total } = await listComments(app.db, query);
  const views = await commentViews(app, origin, rows);
  return { views: views.filter((view) => canReadComment(auth, view.row, view.post)), total };
}
