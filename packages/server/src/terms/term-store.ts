import type { Db } from '../db/database.js';
import type { TermRow } from '../db/schema.js';

/** The term with this slug in the taxonomy, or undefined. */
export async function findTermBySlug(
  db: Db,
  taxonomy: string,
  slug: string,
): Promise<TermRow | undefined> {
  return db
    .selectFrom('terms')
    .selectAll()
    .where('taxonomy', '=', taxonomy)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Returns the term with this slug in the taxonomy, creating it when missing. */
export async function ensureTerm(
  db: Db,
  taxonomy: string,
  term: { name: string; slug: string; description?: string; parent?: number },
): Promise<TermRow> {
  const existing = await db
    .selectFrom('terms')
    .selectAll()
    .where('taxonomy', '=', taxonomy)
    .where('slug', '=', term.slug)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('terms')
    .values({
      taxonomy,
      name: term.name,
      slug: term.slug,
      description: term.description ?? '',
      parent: term.parent ?? 0,
      meta: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces a post's terms of one taxonomy with the given term ids, in order. */
export async function setPostTerms(
  db: Db,
  postId: number,
  taxonomy: string,
  termIds: number[],
): Promise<void> {
  const current = await db
    .selectFrom('term_relationships')
    .innerJoin('terms', 'terms.id', 'term_relationships.term_id')
    .select('terms.id')
    .where('term_relationships.post_id', '=', postId)
    .where('terms.taxonomy', '=', taxonomy)
    .execute();
  const currentIds = current.map((r) => r.id);
  if (currentIds.length > 0) {
    await db
      .deleteFrom('term_relationships')
      .where('post_id', '=', postId)
      .where('term_id', 'in', currentIds)
      .execute();
  }
  if (termIds.length > 0) {
    await db
      .insertInto('term_relationships')
      .values(termIds.map((term_id, index) => ({ post_id: postId, term_id, term_order: index })))
      .execute();
  }
}

/** The terms of one taxonomy a record has, in the order they were given. */
export async function termsOfPost(
  db: Db,
  postId: number,
  taxonomy: string,
): Promise<Pick<TermRow, 'id' | 'name' | 'slug' | 'taxonomy'>[]> {
  return db
    .selectFrom('term_relationships')
    .innerJoin('terms', 'terms.id', 'term_relationships.term_id')
    .select(['terms.id', 'terms.name', 'terms.slug', 'terms.taxonomy'])
    .where('term_relationships.post_id', '=', postId)
    .where('terms.taxonomy', '=', taxonomy)
    .orderBy('term_relationships.term_order')
    .execute();
}
