import type { PostRow } from '../db/schema.js';
import { findTerm, listTerms } from '../terms/term-query.js';
import { findTermBySlug } from '../terms/term-store.js';
import { findUserBySlug } from '../users/user-store.js';
import type { PublicRoute } from './permalinks.js';
import type { ResolveContext, ResolvedRequest } from './resolve-request.js';
import type { SitePostQuery } from './site-post-query.js';
import { withDescendants } from './term-descendants.js';

type RouteKind = PublicRoute['kind'];
type RouteOf<K extends RouteKind> = PublicRoute & { kind: K };
type Resolver<K extends RouteKind> = (
  route: RouteOf<K>,
  context: ResolveContext,
) => Promise<ResolvedRequest>;

function templateOf(row: PostRow): string | undefined {
  const meta = JSON.parse(row.meta || '{}') as Record<string, unknown>;
  return typeof meta._wp_page_template === 'string' && meta._wp_page_template
    ? meta._wp_page_template
    : undefined;
}

const singlePost = (row: PostRow, context: ResolveContext) =>
  context.singular(row, {
    kind: 'single',
    postType: 'post',
    slug: row.slug,
    template: templateOf(row),
  });

const singlePage = (row: PostRow, context: ResolveContext) =>
  context.singular(row, { kind: 'page', id: row.id, slug: row.slug, template: templateOf(row) });

/** `/`: the static front page when the reading settings name one, else the latest posts. */
const front: Resolver<'front'> = async (route, context) => {
  const { settings, origin } = context.options;
  const frontId = Number(settings.page_on_front);
  if (settings.show_on_front === 'page' && frontId > 0) {
    const row = await context.visible('page', { id: frontId });
    if (row) {
      if (route.page > 1) return context.notFound();
      const resolved = await context.singular(row, {
        kind: 'front-page',
        id: row.id,
        slug: row.slug,
        template: templateOf(row),
      });
      return { ...resolved, mainQuery: { ...resolved.mainQuery, kind: 'front-page' }, title: '' };
    }
  }
  return context.listing(
    { kind: 'front-posts' },
    {
      kind: 'front-page',
      page: route.page,
      url: origin,
      query: { postType: 'post', perPage: context.postsPerPage },
    },
    '',
  );
};

/** `/?s=…`: the posts matching the search text. */
const search: Resolver<'search'> = (route, context) =>
  context.listing(
    { kind: 'search' },
    {
      kind: 'search',
      page: route.page,
      search: route.search,
      url: `${context.options.origin}/?s=${encodeURIComponent(route.search)}`,
      query: { postType: 'post', perPage: context.postsPerPage, search: route.search },
    },
    `Search Results for “${route.search}”`,
  );

/** `/category/…` and `/tag/…`: the posts with the term. */
const termArchive: Resolver<'category' | 'tag'> = async (route, context) => {
  const taxonomy = route.kind === 'category' ? 'category' : 'post_tag';
  const db = context.options.app.db;
  const term = await context.memo(`term:${taxonomy}:slug:${route.slug}`, () =>
    findTermBySlug(db, taxonomy, route.slug),
  );
  if (!term) return context.notFound();
  const label = route.kind === 'category' ? 'Category' : 'Tag';
  // A category archive also lists the posts of its child categories, as WordPress's does.
  const termIds =
    taxonomy === 'category'
      ? withDescendants(
          (
            await context.memo(`terms:${taxonomy}`, () =>
              listTerms(db, {
                taxonomy,
                hideEmpty: false,
                orderby: 'id',
                order: 'asc',
                offset: 0,
                limit: undefined,
              }),
            )
          ).rows,
          term.id,
        )
      : [term.id];
  return context.listing(
    { kind: route.kind, id: term.id, slug: term.slug },
    {
      kind: 'archive',
      page: route.page,
      url: `${context.options.origin}/${route.kind}/${encodeURIComponent(term.slug)}`,
      archive: {
        type: route.kind,
        title: term.name,
        prefix: `${label}:`,
        description: term.description,
      },
      query: {
        postType: 'post',
        perPage: context.postsPerPage,
        taxQuery: { [taxonomy]: termIds },
      },
    },
    `${label}: ${term.name}`,
  );
};

/** `/?cat={id}`: the category's archive, as the categories dropdown asks for it. */
const categoryById: Resolver<'category-id'> = async (route, context) => {
  const term = await context.memo(`term:category:id:${route.id}`, () =>
    findTerm(context.options.app.db, 'category', route.id),
  );
  if (!term) return context.notFound();
  return termArchive({ kind: 'category', slug: term.slug, page: route.page }, context);
};

/** `/author/…`: the author's posts. */
const author: Resolver<'author'> = async (route, context) => {
  const user = await context.memo(`user:slug:${route.slug}`, () =>
    findUserBySlug(context.options.app.db, route.slug),
  );
  if (!user) return context.notFound();
  return context.listing(
    { kind: 'author', id: user.id, slug: user.slug },
    {
      kind: 'archive',
      page: route.page,
      url: `${context.options.origin}/author/${encodeURIComponent(user.slug)}`,
      archive: { type: 'author', title: user.display_name, prefix: 'Author:' },
      query: { postType: 'post', perPage: context.postsPerPage, authorIds: [user.id] },
    },
    `Author: ${user.display_name}`,
  );
};

/** `/2026/`, `/2026/11/`, `/2026/11/24/`: the posts of a year, month or day (UTC). */
const date: Resolver<'date'> = (route, context) => {
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
    perPage: context.postsPerPage,
    page: route.page,
    dateRange: { from, to: end.toISOString().slice(0, 19) },
  };
  return context.listing(
    { kind: 'date' },
    {
      kind: 'archive',
      page: route.page,
      url: `${context.options.origin}/${path}`,
      archive: {
        type: 'date',
        title: label,
        prefix: `${route.day ? 'Day' : route.month ? 'Month' : 'Year'}:`,
      },
      query,
    },
    label,
  );
};

/** `/?p=…` and `/?page_id=…`: an item by id. */
const byId: Resolver<'id'> = async (route, context) => {
  const row = await context.visible(route.postType, { id: route.id });
  if (!row) return context.notFound();
  return route.postType === 'page' ? singlePage(row, context) : singlePost(row, context);
};

/** `/a/b/`: a page by its path (or the posts page), else a post by its slug. */
const pagePath: Resolver<'page-path'> = async (route, context) => {
  const { pages, settings, origin } = context.options;
  const node = pages.findByPath(route.slugs);
  if (node) {
    if (node.id === Number(settings.page_for_posts)) {
      return context.listing(
        { kind: 'home' },
        {
          kind: 'home',
          page: route.page,
          url: `${origin}/${pages.slugChain(node.id).join('/')}`,
          query: { postType: 'post', perPage: context.postsPerPage },
        },
        'Blog',
      );
    }
    const row = await context.visible('page', { id: node.id });
    if (row && route.page === 1) return singlePage(row, context);
    return context.notFound();
  }
  if (route.slugs.length === 1 && route.page === 1) {
    const post = await context.visible('post', { slug: route.slugs[0] ?? '' });
    if (post) return singlePost(post, context);
  }
  return context.notFound();
};

const notFound: Resolver<'not-found'> = async (_route, context) => context.notFound();

/** One resolver per kind of public route. */
const RESOLVERS: { [K in RouteKind]: Resolver<K> } = {
  front,
  search,
  category: termArchive,
  'category-id': categoryById,
  tag: termArchive,
  author,
  date,
  id: byId,
  'page-path': pagePath,
  'not-found': notFound,
};

/** Resolves a route with the resolver of its kind. */
export function resolveRoute(
  route: PublicRoute,
  context: ResolveContext,
): Promise<ResolvedRequest> {
  const resolver = RESOLVERS[route.kind] as Resolver<RouteKind>;
  return resolver(route, context);
}
