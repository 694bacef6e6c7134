import type { PostRow } from '../db/schema.js';
import type { PageTree } from '../site/page-tree.js';
import { postLink } from '../site/post-data.js';

/** Address of a comment on its post: the post's permalink with `#comment-N`. */
export function commentLink(
  origin: string,
  post: Pick<PostRow, 'id' | 'type' | 'slug'>,
  pages: PageTree,
  commentId: number,
): string {
  return `${postLink(origin, post, pages)}#comment-${commentId}`;
}
