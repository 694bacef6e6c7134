import { type PostData, type RenderContext, resolveQuery } from '@atelier/blocks';
import { useEffect, useState } from 'react';

/** Posts found per render context and query, so a loop shown again paints at once. */
const found = new WeakMap<RenderContext, Map<string, readonly PostData[]>>();

function knownPosts(context: RenderContext, key: string): readonly PostData[] | undefined {
  return found.get(context)?.get(key);
}

function remember(context: RenderContext, key: string, posts: readonly PostData[]): void {
  const byQuery = found.get(context) ?? new Map<string, readonly PostData[]>();
  byQuery.set(key, posts);
  found.set(context, byQuery);
}

/**
 * The posts of the surrounding query loop, resolved from the block context as the public
 * renderer resolves them (`resolveQuery`, then the context's `queryPosts` look-up). Null until
 * the first answer; while a changed query is being answered the previous posts stay.
 */
export function useQueryPosts(context: RenderContext): readonly PostData[] | null {
  const key = JSON.stringify(resolveQuery(context).query);
  const [posts, setPosts] = useState<readonly PostData[] | null>(
    () => knownPosts(context, key) ?? null,
  );
  useEffect(() => {
    const known = knownPosts(context, key);
    if (known !== undefined) {
      setPosts(known);
      return;
    }
    let live = true;
    context.lookups.queryPosts(resolveQuery(context).query).then(
      (result) => {
        remember(context, key, result.posts);
        if (live) setPosts(result.posts);
      },
      () => {
        if (live) setPosts([]);
      },
    );
    return () => {
      live = false;
    };
  }, [context, key]);
  return posts;
}
