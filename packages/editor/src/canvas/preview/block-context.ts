import type { BlockAttributes, BlockType, PostData, RenderContext } from '@atelier/blocks';

/** Block context values an ancestor hands to the blocks below it (`queryId`, `postId`…). */
export type BlockContextValues = Readonly<Record<string, unknown>>;

/**
 * The values a block type provides to its descendants (its `providesContext`: context key →
 * attribute name), read from the block's attributes as the public renderer reads them.
 */
export function providedBlockContext(
  blockType: BlockType | undefined,
  attributes: BlockAttributes,
): BlockContextValues {
  const provides = blockType?.providesContext;
  if (provides === undefined) return {};
  return Object.fromEntries(
    Object.entries(provides).map(([key, attribute]) => [key, attributes[attribute]]),
  );
}

/** The block context of one post in a loop, as the post template gives it to its inner blocks. */
export function postBlockContext(post: PostData): BlockContextValues {
  return { postId: post.id, postType: post.type };
}

/**
 * A render context for a subtree: the ancestors' block context with `values` over it and, when
 * given, `post` as the current post (`null` for "no post", as in an empty loop). The base is
 * returned as is when nothing changes, so previews keep their cached HTML.
 */
export function withBlockContext(
  base: RenderContext,
  values: BlockContextValues,
  post?: PostData | null,
): RenderContext {
  const keys = Object.keys(values);
  const samePost = post === undefined || post === base.post;
  const sameValues = keys.every((key) => base.blockContext?.[key] === values[key]);
  if (samePost && sameValues) return base;
  const merged: RenderContext = {
    ...base,
    blockContext: { ...base.blockContext, ...values },
  };
  if (post !== undefined) merged.post = post;
  return merged;
}

/** A stable text key of block context values (they are JSON attribute values and ids). */
export function blockContextKey(values: BlockContextValues): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value === undefined ? '__undefined__' : value,
  );
}
