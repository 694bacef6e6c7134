import type { BlockRegistry } from '@atelier/blocks';
import type { ReactNode } from 'react';
import { type RichTextRegion, savedHtmlToReact } from '../../block-list/saved-html';
import { usePreviewRenderContext } from '../../preview/PreviewContext';
import { useRenderedHtml } from '../../preview/rendered-html-cache';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import type { BlockEditProps } from '../block-edit-props';

/** Whether a block is previewed through its server-side `render` rather than edited as markup. */
export function isDynamic(registry: BlockRegistry, name: string | null): boolean {
  if (name === null) return false;
  return registry.get(name)?.render !== undefined;
}

export interface DynamicPreviewProps extends BlockEditProps {
  /** What shows until the first render ends, instead of the block's title (same-size markup). */
  placeholderHtml?: string;
  regions?: readonly RichTextRegion[];
  renderRegion?: (
    region: RichTextRegion,
    tagName: string,
    props: Record<string, unknown>,
  ) => ReactNode;
}

/**
 * A dynamic block (site title, navigation, query loop, post fields…) shown as the public site
 * would render it, from REST data of this site; the preview itself is not edited in place.
 */
export function DynamicBlockPreview({
  block,
  rootProps,
  regions,
  renderRegion,
  placeholderHtml,
}: DynamicPreviewProps) {
  const { registry } = useBlockEditorStore();
  const context = usePreviewRenderContext();
  const html = useRenderedHtml(block, context, registry);
  const title = registry.get(block.name ?? '')?.title ?? 'Block';
  if (html.trim() === '' && placeholderHtml !== undefined && placeholderHtml !== '') {
    return savedHtmlToReact(placeholderHtml, { rootProps });
  }
  if (html.trim() === '') {
    return (
      <div {...rootProps} className={`${rootProps.className} atelier-block-placeholder`}>
        {title}
      </div>
    );
  }
  return savedHtmlToReact(html, { rootProps, regions, renderRegion });
}
