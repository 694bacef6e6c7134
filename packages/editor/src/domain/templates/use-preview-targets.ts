import { PREVIEW_TARGETS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { previewTargetsOf } from './preview-targets';
import type { PreviewTargets } from './template-preview-url';

/** A few published pages and posts, read whole (a query shared with the server's preload). */
const CONTENT_QUERY = PREVIEW_TARGETS;

/** Real pages and posts the template previews point at (see `templateSitePath`). */
export function usePreviewTargets(): PreviewTargets {
  const { currentUser } = useBootstrap();
  const { record: site } = useEntityRecord('root', 'site');
  const { records: pages } = useEntityRecords('postType', 'page', CONTENT_QUERY);
  const { records: posts } = useEntityRecords('postType', 'post', CONTENT_QUERY);
  return useMemo(
    () => previewTargetsOf({ site, pages, posts, authorSlug: currentUser.slug }),
    [site, pages, posts, currentUser.slug],
  );
}
