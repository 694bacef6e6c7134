import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import type { EntityRecord } from '../../data/entities/store-state';
import type { PreviewTargets } from './template-preview-url';

/**
 * A few published pages and posts, read whole (edit context, like every record of the store):
 * a list read with fewer fields would replace the full records other screens edit.
 */
const CONTENT_QUERY = Object.freeze({ per_page: 5, status: 'publish' });

function pathOf(record: EntityRecord | undefined): string | undefined {
  if (record === undefined || typeof record.link !== 'string') return undefined;
  try {
    return new URL(record.link).pathname;
  } catch {
    return undefined;
  }
}

/** Real pages and posts the template previews point at (see `templateSitePath`). */
export function usePreviewTargets(): PreviewTargets {
  const { currentUser } = useBootstrap();
  const { record: site } = useEntityRecord('root', 'site');
  const { records: pages } = useEntityRecords('postType', 'page', CONTENT_QUERY);
  const { records: posts } = useEntityRecords('postType', 'post', CONTENT_QUERY);
  return useMemo(() => {
    const staticFront = site?.show_on_front === 'page';
    const postsPageId = staticFront ? site?.page_for_posts : undefined;
    const frontId = staticFront ? site?.page_on_front : undefined;
    const postsPage = pages?.find((page) => page.id === postsPageId);
    const otherPage = pages?.find((page) => page.id !== postsPageId && page.id !== frontId);
    return {
      postsPagePath: pathOf(postsPage),
      pagePath: pathOf(otherPage),
      postPath: pathOf(posts?.[0]),
      authorSlug: currentUser.slug === '' ? undefined : currentUser.slug,
    };
  }, [site, pages, posts, currentUser.slug]);
}
