import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { savedHtmlToReact } from '../../block-list/saved-html';
import { usePreviewRenderContext } from '../../preview/PreviewContext';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';
import { siteLogoPlaceholderHtml } from './placeholder-markup';

/**
 * The site logo: rendered like the public site when the site has one; otherwise a compact,
 * editor-only square the size of the logo (the public site shows nothing there).
 */
export function SiteLogoEdit(props: BlockEditProps) {
  const { registry } = useBlockEditorStore();
  const hasLogo = usePreviewRenderContext().site.logo != null;
  const { block, rootProps } = props;
  const html = useMemo(() => {
    const blockType = block.name === null ? undefined : registry.get(block.name);
    return blockType === undefined
      ? ''
      : siteLogoPlaceholderHtml(blockType, blockAttributes(registry, block));
  }, [registry, block]);
  if (hasLogo || html === '') return <DynamicBlockPreview {...props} />;
  return savedHtmlToReact(html, { rootProps });
}
