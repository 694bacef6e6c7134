import type { RenderContext } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { fieldText, menuFromRecord, pageSummaryFromRecord, postFromRecord } from './preview-data';

function compact<T>(values: readonly (T | null)[]): T[] {
  return values.filter((value): value is T => value !== null);
}

const POSTS_QUERY = { per_page: 20, status: 'publish' };
const PAGES_QUERY = { per_page: 50, status: 'publish' };
const MENUS_QUERY = { per_page: -1 };

/**
 * A render context for previews of dynamic blocks (site title, navigation, query loop, post
 * fields): the site settings as edited and recent posts, pages and menus from REST, over the
 * in-memory look-ups of `@atelier/blocks/testing`.
 */
export function usePreviewContext(): RenderContext {
  const { siteTitle, homeUrl, editorSettings } = useBootstrap();
  const { editedRecord: site } = useEntityRecord('root', 'site');
  const posts = useEntityRecords('postType', 'post', POSTS_QUERY).records;
  const pages = useEntityRecords('postType', 'page', PAGES_QUERY).records;
  const menus = useEntityRecords('postType', 'wp_navigation', MENUS_QUERY).records;
  return useMemo(() => {
    const postData = compact((posts ?? []).map(postFromRecord));
    const context = createMemoryContext({
      posts: [...postData, ...compact((pages ?? []).map(postFromRecord))],
      pages: compact((pages ?? []).map(pageSummaryFromRecord)),
      menus: compact((menus ?? []).map(menuFromRecord)),
    });
    return {
      ...context,
      site: {
        ...context.site,
        title: fieldText(site?.title) || siteTitle,
        tagline: fieldText(site?.description),
        url: homeUrl.replace(/\/$/, ''),
        theme: editorSettings.themePreview ?? editorSettings.themeStylesheet,
      },
      mainQuery: {
        kind: 'home',
        page: 1,
        query: { postType: 'post', perPage: 10, page: 1 },
        url: homeUrl,
      },
    };
  }, [posts, pages, menus, site, siteTitle, homeUrl, editorSettings]);
}
