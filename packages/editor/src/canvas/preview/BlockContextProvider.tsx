import type { PostData, RenderContext } from '@atelier/blocks';
import { type ReactNode, useMemo, useRef } from 'react';
import { type BlockContextValues, blockContextKey, withBlockContext } from './block-context';
import { PreviewContextProvider, usePreviewRenderContext } from './PreviewContext';

/**
 * The preview render context with block context `values` (and the current `post`, when given)
 * over the surrounding one. The same object comes back while the values are equal, so dynamic
 * previews below keep their cached HTML while the blocks around them are edited.
 */
export function useBlockContext(values: BlockContextValues, post?: PostData | null): RenderContext {
  const base = usePreviewRenderContext();
  const key = blockContextKey(values);
  const held = useRef<{ key: string; values: BlockContextValues } | null>(null);
  if (held.current === null || held.current.key !== key) held.current = { key, values };
  const stableValues = held.current.values;
  return useMemo(() => withBlockContext(base, stableValues, post), [base, stableValues, post]);
}

/**
 * Gives the blocks below a block context (a query's `queryId` and `query`, a loop's `postId` and
 * `postType`) and the current post, as the public renderer passes them down.
 */
export function BlockContextProvider({
  values,
  post,
  children,
}: {
  values: BlockContextValues;
  post?: PostData | null;
  children: ReactNode;
}) {
  const context = useBlockContext(values, post);
  return <PreviewContextProvider value={context}>{children}</PreviewContextProvider>;
}
