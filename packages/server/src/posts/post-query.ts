import {
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/database.js';
import type { Dialect } from '../db/dialect.js';
import type { Database, PostRow } from '../db/schema.js';
import { positionInList, postSearchCondition } from '../db/search-condition.js';
import { searchIndexCandidates } from './post-search-index.js';

export const POST_ORDERBY = [
  'date',
  'title',
  'menu_order',
  'modified',
  'id',
  'author',
  'parent',
  'slug',
  'include',
] as const;
export type PostOrderBy = (typeof POST_ORDERBY)[number];

/** A filter on the terms of one taxonomy: items with any of `ids`, without any of `exclude`. */
export interface TermFilter {
  ids?: number[] | undefined;
  exclude?: number[] | undefined;
  /** When given, only terms of this taxonomy count (the public site's query blocks). */
  taxonomy?: string | undefined;
}

/** What a collection request asks for, already checked and resolved by the REST layer. */
export interface PostListQuery {
  type: string;
  statuses: string[];
  search?: string | undefined;
  /** Whether `search` looks inside password-protected items (else their title only). */
  searchProtected?: boolean | undefined;
  /**
   * The database's dialect, when the caller knows it: on SQLite a search first asks the trigram
   * index for its candidate rows (`post-search-index.ts`); without it the search reads every row.
   */
  dialect?: Dialect | undefined;
  authors?: number[] | undefined;
  authorExclude?: number[] | undefined;
  parents?: number[] | undefined;
  parentExclude?: number[] | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slugs?: string[] | undefined;
  terms?: TermFilter[] | undefined;
  /** Only items dated after / before these date texts (exclusive). */
  after?: string | undefined;
  /** Only items dated at or after this date text (date archives). */
  dateFrom?: string | undefined;
  before?: string | undefined;
  /** When set, items that are not published must belong to this author. */
  unpublishedOnlyBy?: number | undefined;
  orderby: PostOrderBy;
  order: 'asc' | 'desc';
  offset: number;
  limit: number | undefined;
}

type PostsBuilder = ExpressionBuilder<Database, 'posts'>;

function termCondition(eb: PostsBuilder, ids: number[], taxonomy: string | undefined) {
  if (taxonomy === undefined) {
    return eb(
      'id',
      'in',
      eb.selectFrom('term_relationships').select('post_id').where('term_id', 'in', ids),
    );
  }
  return eb(
    'id',
    'in',
    eb
      .selectFrom('term_relationships')
      .innerJoin('terms', 'terms.id', 'term_relationships.term_id')
      .select('term_relationships.post_id')
      .where('terms.taxonomy', '=', taxonomy)
      .where('terms.id', 'in', ids),
  );
}

function whereFilters(query: PostListQuery) {
  return (eb: PostsBuilder): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('type', '=', query.type)];
    conditions.push(query.statuses.length > 0 ? eb('status', 'in', query.statuses) : eb.lit(false));
    if (query.search) {
      const candidates =
        query.dialect === 'sqlite' && query.type !== 'revision'
          ? searchIndexCandidates(query.search)
          : undefined;
      if (candidates) conditions.push(candidates);
      conditions.push(postSearchCondition(eb, query.search, query.searchProtected === true));
    }
    if (query.authors?.length) conditions.push(eb('author', 'in', query.authors));
    if (query.authorExclude?.length) conditions.push(eb('author', 'not in', query.authorExclude));
    if (query.parents?.length) conditions.push(eb('parent', 'in', query.parents));
    if (query.parentExclude?.length) conditions.push(eb('parent', 'not in', query.parentExclude));
    if (query.include?.length) conditions.push(eb('id', 'in', query.include));
    if (query.exclude?.length) conditions.push(eb('id', 'not in', query.exclude));
    if (query.slugs?.length) conditions.push(eb('slug', 'in', query.slugs));
    for (const filter of query.terms ?? []) {
      if (filter.ids?.length) conditions.push(termCondition(eb, filter.ids, filter.taxonomy));
      if (filter.exclude?.length)
        conditions.push(eb.not(termCondition(eb, filter.exclude, filter.taxonomy)));
    }
    if (query.after) conditions.push(eb('date', '>', query.after));
    if (query.dateFrom) conditions.push(eb('date', '>=', query.dateFrom));
    if (query.before) conditions.push(eb('date', '<', query.before));
    if (query.unpublishedOnlyBy !== undefined) {
      conditions.push(
        eb.or([eb('status', '=', 'publish'), eb('author', '=', query.unpublishedOnlyBy)]),
      );
    }
    return eb.and(conditions);
  };
}

const ORDER_COLUMNS: Record<PostOrderBy, Expression<unknown> | keyof PostRow> = {
  date: 'date',
  title: sql`lower(title)`,
  menu_order: 'menu_order',
  modified: 'modified',
  id: 'id',
  author: 'author',
  parent: 'parent',
  slug: 'slug',
  include: 'id',
};

function selectPosts(db: Db, query: PostListQuery) {
  return orderedMatches(db.selectFrom('posts').selectAll(), query);
}

/** The query's filters and order (its column, then the id breaking ties) on a selection. */
function orderedMatches<Row>(
  select: SelectQueryBuilder<Database, 'posts', Row>,
  query: PostListQuery,
): SelectQueryBuilder<Database, 'posts', Row> {
  return select
    .where(whereFilters(query))
    .orderBy(
      query.orderby === 'include'
        ? positionInList('id', query.include ?? [])
        : ORDER_COLUMNS[query.orderby],
      query.orderby === 'include' ? 'asc' : query.order,
    )
    .orderBy('id', query.order);
}

/** One page of a post type's records matching the query, and how many match in all. */
export async function listPosts(
  db: Db,
  query: PostListQuery,
): Promise<{ rows: PostRow[]; total: number }> {
  if (query.search && query.limit !== undefined) return listSearchMatches(db, query, query.limit);
  const countRow = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(whereFilters(query))
    .executeTakeFirst();
  const total = Number(countRow?.count ?? 0);
  let select = selectPosts(db, query);
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset);
  return { rows: await select.execute(), total };
}

/**
 * A search compares the text of every candidate row, which is its whole cost: the ids of all
 * matches, in order, give both the total and the page, whose rows are then read by id. Counting
 * and selecting apart would compare the rows twice when few match (the page's query then reads
 * to the end too). Only for a page of results (`per_page=-1` counts and selects as before).
 */
async function listSearchMatches(
  db: Db,
  query: PostListQuery,
  limit: number,
): Promise<{ rows: PostRow[]; total: number }> {
  const matches = await orderedMatches(db.selectFrom('posts').select('id'), query).execute();
  const ids = matches.map((match) => match.id);
  const pageIds = ids.slice(query.offset, query.offset + limit);
  const rows = await findPostsById(db, pageIds);
  return { rows: pageIds.flatMap((id) => rows.get(id) ?? []), total: ids.length };
}

async function findPostsById(db: Db, ids: number[]): Promise<Map<number, PostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('posts').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The first record matching the query (its offset and limit aside), without counting the rest. */
export async function firstPost(db: Db, query: PostListQuery): Promise<PostRow | undefined> {
  return selectPosts(db, query).offset(query.offset).limit(1).executeTakeFirst();
}

/** A record of the type by id, or undefined. */
export async function findPost(db: Db, type: string, id: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** The records of the type with these ids (any status), in no particular order. */
export async function findPosts(db: Db, type: string, ids: readonly number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', type)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * The published item of the same type just before (`previous`: older) or after (`next`) this one
 * by date, the id breaking ties; undefined at either end or when the item does not exist.
 */
export async function adjacentPublishedPost(
  db: Db,
  postId: number,
  direction: 'previous' | 'next',
): Promise<PostRow | undefined> {
  const current = await db
    .selectFrom('posts')
    .select(['date', 'type', 'id'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!current) return undefined;
  const older = direction === 'previous';
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', current.type)
    .where('status', '=', 'publish')
    .where((eb) =>
      eb.or([
        eb('date', older ? '<' : '>', current.date),
        eb.and([eb('date', '=', current.date), eb('id', older ? '<' : '>', current.id)]),
      ]),
    )
    .orderBy('date', older ? 'desc' : 'asc')
    .orderBy('id', older ? 'desc' : 'asc')
    .executeTakeFirst();
}
