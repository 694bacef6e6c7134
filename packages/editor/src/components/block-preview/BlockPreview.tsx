import { blockLibraryCss, parse, type RenderContext, render } from '@atelier/blocks';
import { useEffect, useState } from 'react';
import { ScaledSiteFrame } from '../ScaledSiteFrame/ScaledSiteFrame';
import './BlockPreview.css';

const LIBRARY_CSS = blockLibraryCss();

/** The width the blocks are laid out at before the frame is scaled to its box. */
const VIEWPORT_WIDTH = 1200;

/**
 * The document a preview frame shows: the block library's styles, then the site's (theme.json
 * wins at equal specificity, as on the public site), then the blocks,
 * centred in the frame when they are shorter than it (a footer is not a strip at the top).
 */
export function blockPreviewDocument(html: string, css: string): string {
  return `<!doctype html><html><head><style>${LIBRARY_CSS}</style><style>${css}</style><style>body{margin:0;overflow:hidden;pointer-events:none;min-height:100vh;display:flex;flex-direction:column;justify-content:center}body>.wp-site-blocks{width:100%}</style></head><body><div class="wp-site-blocks">${html}</div></body></html>`;
}

/** Block markup rendered by the blocks renderer (as the public site prints it); null until done. */
export function useRenderedBlocks(content: string, context: RenderContext): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Every type first: the markup, and the parts and patterns it draws, may name any.
    context.registry
      .whenComplete()
      .then(() => render(parse(content), context))
      .then(
        (result) => live && setHtml(result),
        () => live && setHtml(''),
      );
    return () => {
      live = false;
    };
  }, [content, context]);
  return html;
}

export interface BlockPreviewProps {
  /** Block markup (a pattern's or a template part's content). */
  content: string;
  /** What the frame is named after: 'Preview: {title}'. */
  title: string;
  /** What dynamic blocks render with (site, posts, menus). */
  context: RenderContext;
  /** The site's global stylesheet. */
  css: string;
}

/**
 * A live preview of blocks: rendered by the blocks renderer into a sandboxed frame (nothing in
 * the markup runs), laid out at a desktop width and scaled down to the width of its box.
 */
export function BlockPreview({ content, title, context, css }: BlockPreviewProps) {
  const html = useRenderedBlocks(content, context);
  if (html === null) return <div className="atelier-block-preview is-loading">Loading…</div>;
  return (
    <div className="atelier-block-preview">
      <ScaledSiteFrame
        srcDoc={blockPreviewDocument(html, css)}
        title={`Preview: ${title}`}
        viewportWidth={VIEWPORT_WIDTH}
        thumbnail
      />
    </div>
  );
}
