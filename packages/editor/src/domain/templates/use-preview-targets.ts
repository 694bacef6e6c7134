import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { previewTargetsOf } from './preview-targets';
import type { PreviewTargets } from './template-preview-url';

/**
 * A few published pages and posts, read whole (edit context, like every record of the store):
 * a list read with fewer fields would replace the full records other screens edit.
 */
const CONTENT_QUERY = Object.freeze({ per_page: 5, status: 'publish' });

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
