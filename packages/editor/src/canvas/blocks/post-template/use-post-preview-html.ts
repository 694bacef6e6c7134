import { type BlockRegistry, type RenderContext, render } from '@atelier/blocks';
import { useEffect, useState } from 'react';
import { createRenderedHtmlCache } from '../../preview/rendered-html-cache';
import type { EditorBlock } from '../../state/editor-block';
import { scopeNumberedClasses, withoutTabStops } from './preview-html';

type Tree = readonly EditorBlock[];

/** Rendered HTML per block tree and post context: a preview shown again is not rendered again. */
const rendered = createRenderedHtmlCache<Tree>();

/**
 * The post template's blocks rendered for one post, as the public site renders that post's list
 * item (numbered classes scoped to `scope`, links out of the tab order). Empty until the first
 * render ends; the previous HTML stays while a changed tree is rendered.
 */
export function usePostPreviewHtml(
  tree: Tree,
  context: RenderContext,
  registry: BlockRegistry,
  scope: string,
): string {
  const [html, setHtml] = useState(() => rendered.get(tree, context) ?? '');
  useEffect(() => {
    const known = rendered.get(tree, context);
    if (known !== undefined) {
      setHtml(known);
      return;
    }
    let live = true;
    render(tree, { ...context, registry }).then(
      (result) => {
        const html = withoutTabStops(scopeNumberedClasses(result, scope));
        rendered.set(tree, context, html);
        if (live) setHtml(html);
      },
      () => {
        if (live) setHtml('');
      },
    );
    return () => {
      live = false;
    };
  }, [tree, context, registry, scope]);
  return html;
}
