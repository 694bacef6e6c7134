import type { MainQuery, PostData } from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import type { PostRow } from '../db/schema.js';
import { postFormat } from '../posts/post-formats.js';
import { postMeta } from '../posts/post-meta.js';
import { firstPost } from '../posts/post-query.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { type ContentMemo, NO_MEMO } from './content-memo.js';
import type { PageTree } from './page-tree.js';
import type { PublicRoute } from './permalinks.js';
import type { createRenderLookups } from './render-lookups.js';
import { resolveRoute } from './route-resolvers.js';
import type { SitePostQuery } from './site-post-query.js';
import type { QueriedObject } from './template-hierarchy.js';

export interface ResolvedRequest {
  status: 200 | 404;
  object: QueriedObject;
  post: PostData | null;
  mainQuery: MainQuery;
  /** The document title before the site name. */
  title: string;
  /** How many items the main query of a list page found. */
  found?: number;
  /** A singular page's post format (`standard` when it has none). */
  format?: string;
}

export interface ResolveOptions {
  app: AppContext;
  route: PublicRoute;
  settings: SiteSettings;
  origin: string;
  pages: PageTree;
  lookups: ReturnType<typeof createRenderLookups>;
  visibleStatuses: readonly string[];
  queryPages: Record<number, number>;
  /** Answers kept for the site content version this request read (none when not given). */
  memo?: ContentMemo;
}

/** What every route resolver works with: the request's options and the answers they share. */
export interface ResolveContext {
  options: ResolveOptions;
  /** Items per page of the main query (the reading settings). */
  postsPerPage: number;
  /** Reads of stored content kept for the request's site content version. */
  memo: ContentMemo;
  /** The item of the type with this id or slug, if this visitor may see it. */
  visible(type: string, where: { id?: number; slug?: string }): Promise<PostRow | undefined>;
  /** A list page (home, search, archive); a page past the last is a 404. */
  listing(object: QueriedObject, mainQuery: MainQuery, title: string): Promise<ResolvedRequest>;
  /** One item's page. */
  singular(row: PostRow, object: QueriedObject): Promise<ResolvedRequest>;
  notFound(): ResolvedRequest;
}

function resolveContext(options: ResolveOptions): ResolveContext {
  const { app, lookups, queryPages } = options;
  const postsPerPage = Number(options.settings.posts_per_page) || 10;
  const notFound = (): ResolvedRequest => ({
    status: 404,
    object: { kind: '404' },
    post: null,
    mainQuery: { kind: '404', page: 1, queryPages },
    title: 'Page not found',
  });
  const memo = options.memo ?? NO_MEMO;
  return {
    options,
    postsPerPage,
    memo,
    notFound,
    visible: (type, where) =>
      memo(
        `visible:${JSON.stringify([type, where.id ?? null, where.slug ?? null, options.visibleStatuses])}`,
        () =>
          firstPost(app.db, {
            type,
            statuses: [...options.visibleStatuses],
            include: where.id !== undefined ? [where.id] : undefined,
            slugs: where.slug !== undefined ? [where.slug] : undefined,
            orderby: 'id',
            order: 'asc',
            offset: 0,
            limit: 1,
          }),
      ),
    async listing(object, mainQuery, title) {
      const query = {
        postType: 'post',
        perPage: postsPerPage,
        ...mainQuery.query,
        page: mainQuery.page,
      } as SitePostQuery;
      const result = await lookups.queryPosts(query);
      if (mainQuery.page > 1 && mainQuery.page > result.totalPages) return notFound();
      return {
        status: 200,
        object,
        post: null,
        mainQuery: { ...mainQuery, queryPages },
        title,
        found: result.total,
      };
    },
    singular: async (row, object) => ({
      status: 200,
      object,
      post: await lookups.toPostData(row),
      mainQuery: { kind: 'singular', page: 1, queryPages },
      title: row.title,
      format: postFormat(postMeta(row)),
    }),
  };
}

/**
 * Works out what a public URL shows: the queried object for the template hierarchy, the current
 * post, and the main query that inheriting query loops use. Anything not visible to this visitor
 * (drafts, trash, private content without the right to read it) is a 404. Each kind of route has
 * its resolver (`route-resolvers.ts`).
 */
export function resolveRequest(options: ResolveOptions): Promise<ResolvedRequest> {
  return resolveRoute(options.route, resolveContext(options));
}
