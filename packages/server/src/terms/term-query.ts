import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, TermRow } from '../db/schema.js';
import { containsIgnoringCase, positionInList } from '../db/search-condition.js';

export const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'description', 'count'] as const;
export type TermOrderBy = (typeof TERM_ORDERBY)[number];

/** A term with the number of published items that carry it. */
export type CountedTerm = TermRow & { count: number };

/** What a term collection request asks for, already checked by the REST layer. */
export interface TermListQuery {
  taxonomy: string;
  search?: string | undefined;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slugs?: string[] | undefined;
  parent?: number | undefined;
  post?: number | undefined;
  hideEmpty: boolean;
  orderby: TermOrderBy;
  order: 'asc' | 'desc';
  offset: number;
  limit: number | undefined;
}

type TermsBuilder = ExpressionBuilder<Database, 'terms'>;

/** How many published items carry the term (WordPress's term count). */
function countExpression(eb: TermsBuilder) {
  return eb
    .selectFrom('term_relationships')
    .innerJoin('posts', 'posts.id', 'term_relationships.post_id')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('term_relationships.term_id', '=', 'terms.id')
    .where('posts.status', '=', 'publish');
}

function whereFilters(query: TermListQuery) {
  return (eb: TermsBuilder): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('terms.taxonomy', '=', query.taxonomy)];
    if (query.search) {
      const search = query.search;
      conditions.push(
        eb.or(['name', 'slug'].map((c) => containsIgnoringCase(`terms.${c}`, search))),
      );
    }
    if (query.include?.length) conditions.push(eb('terms.id', 'in', query.include));
    if (query.exclude?.length) conditions.push(eb('terms.id', 'not in', query.exclude));
    if (query.slugs?.length) conditions.push(eb('terms.slug', 'in', query.slugs));
    if (query.parent !== undefined) conditions.push(eb('terms.parent', '=', query.parent));
    if (query.post !== undefined) {
      conditions.push(
        eb(
          'terms.id',
          'in',
          eb.selectFrom('term_relationships').select('term_id').where('post_id', '=', query.post),
        ),
      );
    }
    if (query.hideEmpty) conditions.push(eb(countExpression(eb), '>', 0));
    return eb.and(conditions);
  };
}

const ORDER_COLUMNS: Record<TermOrderBy, string> = {
  id: 'terms.id',
  include: 'terms.id',
  name: 'terms.name',
  slug: 'terms.slug',
  description: 'terms.description',
  count: 'count',
};

/** One page of a taxonomy's terms matching the query, and how many match in all. */
export async function listTerms(
  db: Db,
  query: TermListQuery,
): Promise<{ rows: CountedTerm[]; total: number }> {
  const where = whereFilters(query);
  const total = await db
    .selectFrom('terms')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(where)
    .executeTakeFirst();
  const order =
    query.orderby === 'include'
      ? positionInList('terms.id', query.include ?? [])
      : query.orderby === 'name'
        ? sql`lower(terms.name)`
        : sql.ref(ORDER_COLUMNS[query.orderby]);
  let select = db
    .selectFrom('terms')
    .selectAll('terms')
    .select((eb) => countExpression(eb).as('count'))
    .where(where)
    .orderBy(order, query.order)
    .orderBy('terms.id', query.order);
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset);
  const rows = await select.execute();
  return {
    rows: rows.map((row) => ({ ...row, count: Number(row.count ?? 0) })),
    total: Number(total?.total ?? 0),
  };
}

/** A term of the taxonomy by id, with its count. */
export async function findTerm(
  db: Db,
  taxonomy: string,
  id: number,
): Promise<CountedTerm | undefined> {
  const row = await db
    .selectFrom('terms')
    .selectAll('terms')
    .select((eb) => countExpression(eb).as('count'))
    .where('terms.id', '=', id)
    .where('terms.taxonomy', '=', taxonomy)
    .executeTakeFirst();
  return row ? { ...row, count: Number(row.count ?? 0) } : undefined;
}
