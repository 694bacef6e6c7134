import { BlockPreview } from '../../components/block-preview/BlockPreview';
import { usePreviewRenderContext } from '../preview/PreviewContext';
import { useCanvasStylesheet } from '../styles/use-canvas-stylesheet';

/** A live preview of a pattern in the inserter, with the canvas's render context and styles. */
export function PatternPreview({ content, title }: { content: string; title: string }) {
  const context = usePreviewRenderContext();
  const { css } = useCanvasStylesheet();
  return (
    <div className="atelier-pattern-preview">
      <BlockPreview content={content} title={title} context={context} css={css} />
    </div>
  );
}
