import { type BlockRegistry, type RenderContext, render } from '@atelier/blocks';
import { useEffect, useState } from 'react';
import type { EditorBlock } from '../../state/editor-block';
import { scopeNumberedClasses, withoutTabStops } from './preview-html';

type Tree = readonly EditorBlock[];

/** Rendered HTML per block tree and post context: a preview shown again is not rendered again. */
const rendered = new WeakMap<Tree, WeakMap<RenderContext, string>>();

function knownHtml(tree: Tree, context: RenderContext): string | undefined {
  return rendered.get(tree)?.get(context);
}

function remember(tree: Tree, context: RenderContext, html: string): void {
  const byContext = rendered.get(tree) ?? new WeakMap<RenderContext, string>();
  byContext.set(context, html);
  rendered.set(tree, byContext);
}

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
  const [html, setHtml] = useState(() => knownHtml(tree, context) ?? '');
  useEffect(() => {
    const known = knownHtml(tree, context);
    if (known !== undefined) {
      setHtml(known);
      return;
    }
    let live = true;
    render(tree, { ...context, registry }).then(
      (result) => {
        const html = withoutTabStops(scopeNumberedClasses(result, scope));
        remember(tree, context, html);
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
