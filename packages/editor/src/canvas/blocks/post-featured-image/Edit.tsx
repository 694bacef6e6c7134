import type { MediaItem, RenderContext } from '@atelier/blocks';
import { useMemo } from 'react';
import { useEntityProp, useEntityRecordStatus } from '../../../data/entities/entity-hooks';
import { joinClasses } from '../../block-list/dom-props';
import { MediaChooser } from '../../inspector/block-settings/MediaChooser';
import { type PageInTemplate, usePageOfField } from '../../page-template/PageTemplateContext';
import { PreviewContextProvider, usePreviewRenderContext } from '../../preview/PreviewContext';
import type { BlockEditProps } from '../block-edit-props';
import { DynamicBlockPreview } from '../dynamic/DynamicBlockPreview';

function mediaId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function size(details: unknown, key: 'width' | 'height'): number | undefined {
  if (typeof details !== 'object' || details === null || !(key in details)) return undefined;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** An attachment record (`/wp/v2/media/{id}`) as the image the renderer prints. */
export function featuredImageOf(
  record: Readonly<Record<string, unknown>> | null | undefined,
): MediaItem | null {
  if (record === null || record === undefined || typeof record.source_url !== 'string') return null;
  return {
    url: record.source_url,
    alt: typeof record.alt_text === 'string' ? record.alt_text : '',
    width: size(record.media_details, 'width'),
    height: size(record.media_details, 'height'),
  };
}

function PageFeaturedImage({
  inTemplate,
  ...props
}: BlockEditProps & { inTemplate: PageInTemplate }) {
  const { page } = inTemplate;
  const [featured, setFeatured] = useEntityProp(page.kind, page.name, 'featured_media', page.id);
  const id = mediaId(featured);
  const { record } = useEntityRecordStatus('postType', 'attachment', id);
  const base = usePreviewRenderContext();
  const image = id === null ? null : featuredImageOf(record);
  const context = useMemo(
    (): RenderContext =>
      base.post === undefined || base.post === null
        ? base
        : { ...base, post: { ...base.post, featuredImage: image } },
    [base, image],
  );
  if (id === null && inTemplate.editing) {
    return (
      <div
        {...props.rootProps}
        className={joinClasses(props.rootProps.className, 'atelier-block-placeholder')}
      >
        <fieldset className="atelier-featured-image-placeholder">
          <legend>Featured image</legend>
          <MediaChooser label="Featured image" onChoose={(item) => setFeatured(item.id)} />
        </fieldset>
      </div>
    );
  }
  return (
    <PreviewContextProvider value={context}>
      <DynamicBlockPreview {...props} />
    </PreviewContextProvider>
  );
}

/**
 * `core/post-featured-image`. In the template drawn around a page: the page's featured image as
 * edited (its `featured_media`), or a placeholder to upload or choose one (edit mode); anywhere
 * else the rendered preview.
 */
export function PostFeaturedImageEdit(props: BlockEditProps) {
  const inTemplate = usePageOfField();
  if (inTemplate === null) return <DynamicBlockPreview {...props} />;
  return <PageFeaturedImage {...props} inTemplate={inTemplate} />;
}
