/**
 * The post whose blocks are edited in a loop: the one the person chose while the loop still shows
 * it, else the first post; null when the loop shows no post.
 */
export function activePostId(
  posts: readonly { readonly id: number }[],
  chosen: number | null,
): number | null {
  if (chosen !== null && posts.some((post) => post.id === chosen)) return chosen;
  return posts[0]?.id ?? null;
}
