import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { REVISION_TYPE } from './post-revisions.js';
import type { PostTypeConfig } from './post-type-config.js';
import { stickyPostIds } from './sticky-posts.js';

/** What presenting a batch of records needs beyond the rows, loaded in a few queries. */
export interface PostContextData {
  /** Term ids per record id, per taxonomy. */
  terms: Map<number, Map<string, number[]>>;
  /** Revision count and newest revision id per record id. */
  revisions: Map<number, { count: number; latestId: number }>;
  /** Slug and parent of the records and their ancestors (hierarchical types), for page paths. */
  tree: Map<number, { slug: string; parent: number }>;
  /** The sticky posts' ids (types that may be sticky; empty for the others). */
  sticky: ReadonlySet<number>;
}

/**
 * Loads the terms, revision summaries, (for pages) the page tree and (for posts) the sticky ids
 * for a batch of records.
 */
export async function loadPostContextData(
  db: Db,
  config: PostTypeConfig,
  rows: PostRow[],
): Promise<PostContextData> {
  const ids = rows.map((r) => r.id);
  const data: PostContextData = {
    terms: new Map(),
    revisions: new Map(),
    tree: new Map(),
    sticky: new Set(),
  };
  if (ids.length === 0) return data;
  if (config.supports.sticky) data.sticky = new Set(await stickyPostIds(db));
  const taxonomies = config.taxonomies.map((t) => t.taxonomy);
  if (taxonomies.length > 0) {
    const links = await db
      .selectFrom('term_relationships')
      .innerJoin('terms', 'terms.id', 'term_relationships.term_id')
      .select(['term_relationships.post_id', 'terms.id', 'terms.taxonomy'])
      .where('term_relationships.post_id', 'in', ids)
      .where('terms.taxonomy', 'in', taxonomies)
      .orderBy('term_relationships.term_order')
      .execute();
    for (const link of links) {
      const byTaxonomy = data.terms.get(link.post_id) ?? new Map<string, number[]>();
      byTaxonomy.set(link.taxonomy, [...(byTaxonomy.get(link.taxonomy) ?? []), link.id]);
      data.terms.set(link.post_id, byTaxonomy);
    }
  }
  if (config.supports.revisions) {
    const summaries = await db
      .selectFrom('posts')
      .select((eb) => ['parent', eb.fn.countAll().as('count'), eb.fn.max('id').as('latest')])
      .where('type', '=', REVISION_TYPE)
      .where('parent', 'in', ids)
      .groupBy('parent')
      .execute();
    for (const s of summaries) {
      data.revisions.set(s.parent, { count: Number(s.count), latestId: Number(s.latest) });
    }
  }
  if (config.hierarchical) await loadAncestors(db, config.type, rows, data.tree);
  return data;
}

/**
 * Adds the ancestors of the rows to `tree`, one query per generation (a page list needs only the
 * pages above the ones it shows, not every page of the type). A parent that is missing, or
 * already in the tree (a loop), ends its branch.
 */
async function loadAncestors(
  db: Db,
  type: string,
  rows: PostRow[],
  tree: PostContextData['tree'],
): Promise<void> {
  for (const row of rows) tree.set(row.id, { slug: row.slug, parent: row.parent });
  let wanted = new Set(rows.map((r) => r.parent).filter((id) => id !== 0 && !tree.has(id)));
  while (wanted.size > 0) {
    const nodes = await db
      .selectFrom('posts')
      .select(['id', 'slug', 'parent'])
      .where('type', '=', type)
      .where('id', 'in', [...wanted])
      .execute();
    for (const node of nodes) tree.set(node.id, { slug: node.slug, parent: node.parent });
    wanted = new Set(nodes.map((n) => n.parent).filter((id) => id !== 0 && !tree.has(id)));
  }
}

/** The slugs of a record's path: its own, under its ancestors' for hierarchical types. */
export function slugChain(
  data: PostContextData,
  row: Pick<PostRow, 'id' | 'slug' | 'parent'>,
): string[] {
  const slugs = [row.slug];
  const seen = new Set([row.id]);
  let parent = row.parent;
  while (parent !== 0 && !seen.has(parent)) {
    seen.add(parent);
    const node = data.tree.get(parent);
    if (!node) break;
    slugs.unshift(node.slug);
    parent = node.parent;
  }
  return slugs;
}
