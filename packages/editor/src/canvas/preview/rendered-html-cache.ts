import { type BlockRegistry, type RenderContext, render } from '@atelier/blocks';
import { useEffect, useState } from 'react';
import { blockNamesIn } from '../block-types/block-names';
import type { EditorBlock } from '../state/editor-block';

/** What a preview renders: one block, or a block tree (e.g. a post template's inner blocks). */
type Rendered = EditorBlock | readonly EditorBlock[];

/**
 * Rendered preview HTML remembered per rendered thing and render context, both held weakly: a
 * preview shown again with the same context is not rendered again.
 */
const cache = new WeakMap<Rendered, WeakMap<object, string>>();

function remember(key: Rendered, context: object, html: string): void {
  const byContext = cache.get(key) ?? new WeakMap<object, string>();
  byContext.set(context, html);
  cache.set(key, byContext);
}

function blocksOf(key: Rendered): readonly EditorBlock[] {
  return 'clientId' in key ? [key] : key;
}

/**
 * `blocks` rendered as the public renderer prints them under `context`: empty until the first
 * render ends (or when it fails); the previous HTML stays while changed blocks are rendered. The
 * types the blocks name are registered before they render, so none renders as unknown.
 */
export function useRenderedHtml(
  blocks: Rendered,
  context: RenderContext,
  registry: BlockRegistry,
): string {
  const [html, setHtml] = useState(() => cache.get(blocks)?.get(context) ?? '');
  useEffect(() => {
    const known = cache.get(blocks)?.get(context);
    if (known !== undefined) {
      setHtml(known);
      return;
    }
    let live = true;
    // The types the tree names are registered first (a registry may still be loading them).
    const tree = blocksOf(blocks);
    registry
      .whenRegistered(blockNamesIn(tree))
      .then(() => render(tree, { ...context, registry }))
      .then(
        (result) => {
          remember(blocks, context, result);
          if (live) setHtml(result);
        },
        () => {
          if (live) setHtml('');
        },
      );
    return () => {
      live = false;
    };
  }, [blocks, context, registry]);
  return html;
}
