import { commentFromRecord, listCommentLookups, type RenderContext } from '@atelier/blocks';
import { createMemoryContextWith } from '@atelier/blocks/memory-site';
import { ALL_RECORDS, PREVIEW_PAGES, PREVIEW_POSTS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import {
  useEntityRecord,
  useEntityRecordStatus,
  useEntityRecords,
} from '../../data/entities/entity-hooks';
import type { EntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { editorBlockTypes } from '../block-types/editor-block-types';
import { useCompleteBlockTypes } from '../block-types/use-block-types';
import {
  fieldText,
  menuFromRecord,
  type PostExtras,
  pageSummaryFromRecord,
  postFromRecord,
  termsAndAuthorsFromRecords,
} from './preview-data';
import { templatePreviewPost, templateSlugOf } from './template-preview-post';

/**
 * Post terms and authors seen embedded, by post id, per entity store: another list read of posts
 * (link suggestions, template previews) replaces the records without them.
 */
const seenExtras = new WeakMap<EntityStore, ReadonlyMap<number, PostExtras>>();

/** The site's posts per page (Reading settings), 10 when unknown. */
function postsPerPage(value: unknown): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 10;
}

function compact<T>(values: readonly (T | null)[]): T[] {
  return values.filter((value): value is T => value !== null);
}

/**
 * Recent posts with their terms and authors embedded (one read for loops, terms and bylines),
 * published pages and every menu: queries shared with the server's preload.
 */
const POSTS_QUERY = PREVIEW_POSTS;
const PAGES_QUERY = PREVIEW_PAGES;
const MENUS_QUERY = ALL_RECORDS;

/**
 * A render context for previews of dynamic blocks (site title, navigation, query loop, post
 * fields): the site settings as edited and recent posts (with their terms and authors), pages and
 * menus from REST, over the in-memory look-ups of `@atelier/blocks/testing`. The main query is the
 * posts listing with the site's posts per page, as the public site's blog shows it; a single-post
 * or page template (`record`) previews with a post or page as the current post, and a page
 * (drawn in its template) with itself. Its block types are the editor's, loaded on demand: by
 * default the context waits for every type (a new context once they are in, for the Style Book,
 * pattern and revision previews); the canvas, whose blocks ask for their own types
 * (`DynamicBlockPreview` renders with the canvas's registry), passes `allTypes: false`.
 */
export function usePreviewContext(
  record?: RecordRef,
  { allTypes = true }: { allTypes?: boolean } = {},
): RenderContext {
  const typesComplete = useCompleteBlockTypes(editorBlockTypes(), allTypes);
  const typesReady = allTypes ? typesComplete : true;
  // A registry object of its own once every type is in, so what is kept per registry (the Style
  // Book's examples) is worked out again.
  const registry = useMemo(
    () => (typesReady ? { ...editorBlockTypes() } : editorBlockTypes()),
    [typesReady],
  );
  const { siteTitle, homeUrl, editorSettings } = useBootstrap();
  const entityStore = useEntityStore();
  const { editedRecord: site } = useEntityRecord('root', 'site');
  const posts = useEntityRecords('postType', 'post', POSTS_QUERY).records;
  const pages = useEntityRecords('postType', 'page', PAGES_QUERY).records;
  const menus = useEntityRecords('postType', 'wp_navigation', MENUS_QUERY).records;
  const templateSlug =
    record?.kind === 'postType' && record.name === 'wp_template' ? templateSlugOf(record.id) : null;
  // A page is drawn in its template with itself as the current post (its record as read: the
  // fields edited in place show their edits themselves, so typing does not redo the previews).
  const pageId = record?.kind === 'postType' && record.name === 'page' ? record.id : null;
  const page = useEntityRecordStatus('postType', 'page', pageId).record;
  // The comments of the post or page shown, as its visitors see them (approved ones).
  const shownId = useMemo(() => {
    if (pageId !== null) return Number(pageId);
    const post = templatePreviewPost(
      templateSlug,
      compact((posts ?? []).map(postFromRecord)),
      compact((pages ?? []).map(postFromRecord)),
    );
    return post?.id ?? null;
  }, [pageId, templateSlug, posts, pages]);
  const commentRecords = useEntityRecords(
    'root',
    'comment',
    { post: shownId ?? 0, per_page: 100 },
    { enabled: shownId !== null },
  ).records;
  return useMemo(() => {
    const postData = compact((posts ?? []).map(postFromRecord));
    const pageData = compact((pages ?? []).map(postFromRecord));
    const pagePost =
      pageId === null || page === null || page === undefined ? null : postFromRecord(page);
    const shown = pagePost ?? templatePreviewPost(templateSlug, postData, pageData);
    const { postTerms, authors, seen } = termsAndAuthorsFromRecords(
      posts ?? [],
      seenExtras.get(entityStore),
    );
    seenExtras.set(entityStore, seen);
    const context = createMemoryContextWith(registry, {
      posts: [...postData, ...pageData],
      pages: compact((pages ?? []).map(pageSummaryFromRecord)),
      menus: compact((menus ?? []).map(menuFromRecord)),
      postTerms,
      authors,
      // The person editing is logged in: Login/out shows 'Log out', as in WordPress's editor.
      visitor: { loggedIn: true, url: homeUrl },
    });
    const perPage = postsPerPage(site?.posts_per_page);
    const comments =
      shown === null || !commentRecords
        ? undefined
        : listCommentLookups(compact(commentRecords.map(commentFromRecord)));
    return {
      ...context,
      ...(comments ? { lookups: { ...context.lookups, comments } } : {}),
      site: {
        ...context.site,
        title: fieldText(site?.title) || siteTitle,
        tagline: fieldText(site?.description),
        url: homeUrl.replace(/\/$/, ''),
        theme: editorSettings.themePreview ?? editorSettings.themeStylesheet,
        postsPerPage: perPage,
      },
      mainQuery: {
        kind: 'home',
        page: 1,
        query: { postType: 'post', perPage, page: 1 },
        url: homeUrl,
      },
      ...(shown === null
        ? {}
        : { post: shown, blockContext: { postId: shown.id, postType: shown.type } }),
    };
  }, [
    posts,
    pages,
    menus,
    site,
    siteTitle,
    homeUrl,
    editorSettings,
    entityStore,
    templateSlug,
    pageId,
    page,
    commentRecords,
    registry,
  ]);
}
