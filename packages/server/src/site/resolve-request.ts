import type { MainQuery, PostData } from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import type { PostRow } from '../db/schema.js';
import type { SiteSettings } from '../settings/site-settings.js';
import type { PageTree } from './page-tree.js';
import type { PublicRoute } from './permalinks.js';
import type { createRenderLookups, SitePostQuery } from './render-lookups.js';
import type { QueriedObject } from './template-hierarchy.js';

export interface ResolvedRequest {
  status: 200 | 404;
  object: QueriedObject;
  post: PostData | null;
  mainQuery: MainQuery;
  /** The document title before the site name. */
  title: string;
}

interface ResolveOptions {
  app: AppContext;
  route: PublicRoute;
  settings: SiteSettings;
  origin: string;
  pages: PageTree;
  lookups: ReturnType<typeof createRenderLookups>;
  visibleStatuses: readonly string[];
  queryPages: Record<number, number>;
}

const notFound = (query: Record<number, number>): ResolvedRequest => ({
  status: 404,
  object: { kind: '404' },
  post: null,
  mainQuery: { kind: '404', page: 1, queryPages: query },
  title: 'Page not found',
});

function templateOf(row: PostRow): string | undefined {
  const meta = JSON.parse(row.meta || '{}') as Record<string, unknown>;
  return typeof meta._wp_page_template === 'string' && meta._wp_page_template
    ? meta._wp_page_template
    : undefined;
}

/**
 * Works out what a public URL shows: the queried object for the template hierarchy, the current
 * post, and the main query that inheriting query loops use. Anything not visible to this visitor
 * (drafts, trash, private content without the right to read it) is a 404.
 */
export async function resolveRequest(options: ResolveOptions): Promise<ResolvedRequest> {
  const { app, route, settings, origin, pages, lookups } = options;
  const db = app.db;
  const postsPerPage = Number(settings.posts_per_page) || 10;
  const visible = async (type: string, where: { id?: number; slug?: string }) => {
    let query = db
      .selectFrom('posts')
      .selectAll()
      .where('type', '=', type)
      .where('status', 'in', [...options.visibleStatuses]);
    if (where.id !== undefined) query = query.where('id', '=', where.id);
    if (where.slug !== undefined) query = query.where('slug', '=', where.slug);
    return query.orderBy('id').executeTakeFirst();
  };

  const listing = async (
    object: QueriedObject,
    mainQuery: MainQuery,
    title: string,
  ): Promise<ResolvedRequest> => {
    const query = {
      postType: 'post',
      perPage: postsPerPage,
      ...mainQuery.query,
      page: mainQuery.page,
    } as SitePostQuery;
    const result = await lookups.queryPosts(query);
    if (mainQuery.page > 1 && mainQuery.page > result.totalPages)
      return notFound(options.queryPages);
    return {
      status: 200,
      object,
      post: null,
      mainQuery: { ...mainQuery, queryPages: options.queryPages },
      title,
    };
  };

  const singular = async (row: PostRow, object: QueriedObject): Promise<ResolvedRequest> => ({
    status: 200,
    object,
    post: await lookups.toPostData(row),
    mainQuery: { kind: 'singular', page: 1, queryPages: options.queryPages },
    title: row.title,
  });

  const postsPage = async (page: number, url: string): Promise<ResolvedRequest> =>
    listing(
      { kind: 'home' },
      { kind: 'home', page, url, query: { postType: 'post', perPage: postsPerPage } },
      'Blog',
    );

  switch (route.kind) {
    case 'front': {
      const frontId = Number(settings.page_on_front);
      if (settings.show_on_front === 'page' && frontId > 0) {
        const row = await visible('page', { id: frontId });
        if (row) {
          if (route.page > 1) return notFound(options.queryPages);
          const resolved = await singular(row, {
            kind: 'front-page',
            id: row.id,
            slug: row.slug,
            template: templateOf(row),
          });
          return {
            ...resolved,
            mainQuery: { ...resolved.mainQuery, kind: 'front-page' },
            title: '',
          };
        }
      }
      return listing(
        { kind: 'front-posts' },
        {
          kind: 'front-page',
          page: route.page,
          url: origin,
          query: { postType: 'post', perPage: postsPerPage },
        },
        '',
      );
    }
    case 'search':
      return listing(
        { kind: 'search' },
        {
          kind: 'search',
          page: route.page,
          search: route.search,
          url: `${origin}/?s=${encodeURIComponent(route.search)}`,
          query: { postType: 'post', perPage: postsPerPage, search: route.search },
        },
        `Search Results for “${route.search}”`,
      );
    case 'category':
    case 'tag': {
      const taxonomy = route.kind === 'category' ? 'category' : 'post_tag';
      const term = await db
        .selectFrom('terms')
        .selectAll()
        .where('taxonomy', '=', taxonomy)
        .where('slug', '=', route.slug)
        .executeTakeFirst();
      if (!term) return notFound(options.queryPages);
      const label = route.kind === 'category' ? 'Category' : 'Tag';
      return listing(
        { kind: route.kind, id: term.id, slug: term.slug },
        {
          kind: 'archive',
          page: route.page,
          url: `${origin}/${route.kind}/${encodeURIComponent(term.slug)}`,
          archive: {
            type: route.kind,
            title: `${label}: ${term.name}`,
            description: term.description,
          },
          query: { postType: 'post', perPage: postsPerPage, taxQuery: { [taxonomy]: [term.id] } },
        },
        `${label}: ${term.name}`,
      );
    }
    case 'author': {
      const user = await db
        .selectFrom('users')
        .select(['id', 'slug', 'display_name'])
        .where('slug', '=', route.slug)
        .executeTakeFirst();
      if (!user) return notFound(options.queryPages);
      return listing(
        { kind: 'author', id: user.id, slug: user.slug },
        {
          kind: 'archive',
          page: route.page,
          url: `${origin}/author/${encodeURIComponent(user.slug)}`,
          archive: { type: 'author', title: `Author: ${user.display_name}` },
          query: { postType: 'post', perPage: postsPerPage, authorIds: [user.id] },
        },
        `Author: ${user.display_name}`,
      );
    }
    case 'date': {
      const from = `${route.year}-${String(route.month ?? 1).padStart(2, '0')}-${String(route.day ?? 1).padStart(2, '0')}T00:00:00`;
      const start = new Date(`${from}Z`);
      const end = new Date(start);
      if (route.day) end.setUTCDate(end.getUTCDate() + 1);
      else if (route.month) end.setUTCMonth(end.getUTCMonth() + 1);
      else end.setUTCFullYear(end.getUTCFullYear() + 1);
      const label = route.day
        ? start.toLocaleDateString('en-US', {
            timeZone: 'UTC',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
          })
        : route.month
          ? start.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' })
          : String(route.year);
      const path = [
        route.year,
        route.month && String(route.month).padStart(2, '0'),
        route.day && String(route.day).padStart(2, '0'),
      ]
        .filter(Boolean)
        .join('/');
      const query: SitePostQuery = {
        postType: 'post',
        perPage: postsPerPage,
        page: route.page,
        dateRange: { from, to: end.toISOString().slice(0, 19) },
      };
      return listing(
        { kind: 'date' },
        {
          kind: 'archive',
          page: route.page,
          url: `${origin}/${path}`,
          archive: {
            type: 'date',
            title: `${route.day ? 'Day' : route.month ? 'Month' : 'Year'}: ${label}`,
          },
          query,
        },
        label,
      );
    }
    case 'id': {
      const row = await visible(route.postType, { id: route.id });
      if (!row) return notFound(options.queryPages);
      return route.postType === 'page'
        ? singular(row, { kind: 'page', id: row.id, slug: row.slug, template: templateOf(row) })
        : singular(row, {
            kind: 'single',
            postType: 'post',
            slug: row.slug,
            template: templateOf(row),
          });
    }
    case 'page-path': {
      const node = pages.findByPath(route.slugs);
      if (node) {
        if (node.id === Number(settings.page_for_posts))
          return postsPage(route.page, `${origin}/${pages.slugChain(node.id).join('/')}`);
        const row = await visible('page', { id: node.id });
        if (row && route.page === 1)
          return singular(row, {
            kind: 'page',
            id: row.id,
            slug: row.slug,
            template: templateOf(row),
          });
        return notFound(options.queryPages);
      }
      if (route.slugs.length === 1 && route.page === 1) {
        const slug = route.slugs[0] ?? '';
        const post = await visible('post', { slug });
        if (post)
          return singular(post, {
            kind: 'single',
            postType: 'post',
            slug: post.slug,
            template: templateOf(post),
          });
      }
      return notFound(options.queryPages);
    }
    case 'not-found':
      return notFound(options.queryPages);
  }
}
