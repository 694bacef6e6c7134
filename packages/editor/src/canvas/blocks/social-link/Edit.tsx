import { serviceIconSvg, socialLinkHtml } from '@atelier/blocks';
import { useMemo } from 'react';
import { useFirstScreenDrawn } from '../../../app/first-screen';
import { savedHtmlToReact } from '../../block-list/saved-html';
import { usePreviewRenderContext } from '../../preview/PreviewContext';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';

/**
 * core/social-link: the public render (its service's glyph) once the page's first screen has
 * drawn; until then, and while the glyphs' chunk loads, the same link with an empty 24×24 icon
 * box, so the first blocks never wait for the glyphs and nothing moves when they come.
 */
export function SocialLinkEdit(props: BlockEditProps) {
  const { block, rootProps } = props;
  const drawn = useFirstScreenDrawn();
  const { registry } = useBlockEditorStore();
  const context = usePreviewRenderContext();
  const blockType = registry.get('core/social-link');
  const outline = useMemo(
    () =>
      blockType === undefined
        ? ''
        : socialLinkHtml({ attributes: block.attributes, blockType, context }, () =>
            serviceIconSvg(),
          ),
    [block.attributes, blockType, context],
  );
  if (drawn) return <DynamicBlockPreview {...props} placeholderHtml={outline} />;
  if (outline === '') return <DynamicBlockPreview {...props} />;
  return savedHtmlToReact(outline, { rootProps });
}
