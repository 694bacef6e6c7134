import type { RenderContext } from '@atelier/blocks';
import { BlockPreview } from '../../../components/block-preview/BlockPreview';
import { useOptionalPreviewRenderContext } from '../../preview/PreviewContext';
import { useCanvasStylesheet } from '../../styles/use-canvas-stylesheet';

interface TemplateChoicePreviewProps {
  /** The template's markup; null while unknown. */
  content: string | null;
  title: string;
}

function LivePreview({
  content,
  title,
  context,
}: {
  content: string;
  title: string;
  context: RenderContext;
}) {
  const { css } = useCanvasStylesheet();
  return (
    <div className="atelier-page-summary__template-preview">
      <BlockPreview content={content} title={title} context={context} css={css} />
    </div>
  );
}

/**
 * A live preview of a template in 'Choose a template' (WordPress shows each one drawn), with the
 * canvas's render context and the site's styles; nothing outside a canvas or without markup.
 */
export function TemplateChoicePreview({ content, title }: TemplateChoicePreviewProps) {
  const context = useOptionalPreviewRenderContext();
  if (context === null || content === null || content.trim() === '') return null;
  return <LivePreview content={content} title={title} context={context} />;
}
