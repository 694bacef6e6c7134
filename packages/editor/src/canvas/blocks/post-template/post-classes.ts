import type { PostData } from '@atelier/blocks';

/** The classes of one post's list item in a loop, as the public renderer writes them. */
export function postItemClassName(post: PostData): string {
  return [
    'wp-block-post',
    `post-${post.id}`,
    post.type,
    `type-${post.type}`,
    `status-${post.status ?? 'publish'}`,
  ].join(' ');
}
