import { blockLibraryCss, parse, render } from '@atelier/blocks';
import { useEffect, useState } from 'react';
import { PREVIEW_SANDBOX } from '../../components/preview-sandbox';
import { usePreviewRenderContext } from '../preview/PreviewContext';
import { useCanvasStylesheet } from '../styles/use-canvas-stylesheet';

const VIEWPORT_WIDTH = 1200;
const SCALE = 0.25;
const LIBRARY_CSS = blockLibraryCss();

/** A live preview of a pattern: rendered by the blocks renderer into a small scaled frame. */
export function PatternPreview({ content, title }: { content: string; title: string }) {
  const context = usePreviewRenderContext();
  const { css } = useCanvasStylesheet();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    render(parse(content), context).then(
      (result) => live && setHtml(result),
      () => live && setHtml(''),
    );
    return () => {
      live = false;
    };
  }, [content, context]);
  if (html === null) return <div className="atelier-pattern-preview is-loading">Loading…</div>;
  const doc = `<!doctype html><html><head><style>${css}</style><style>${LIBRARY_CSS}</style><style>body{margin:0;overflow:hidden;pointer-events:none}</style></head><body><div class="wp-site-blocks">${html}</div></body></html>`;
  return (
    <div className="atelier-pattern-preview">
      <iframe
        title={`Preview: ${title}`}
        // Read-only: the pattern's markup may hold anything, and nothing in it may run.
        sandbox={PREVIEW_SANDBOX}
        srcDoc={doc}
        tabIndex={-1}
        style={{ width: VIEWPORT_WIDTH, height: 600, transform: `scale(${SCALE})` }}
      />
    </div>
  );
}
