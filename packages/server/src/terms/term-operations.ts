import { createHash } from 'node:crypto';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import type { TermRow } from '../db/schema.js';
import { assertCurrentVersion, type ClientVersion, conflict } from '../db/versioned-writes.js';
import { AppError } from '../errors/app-error.js';
import { firstFreeSlug, slugify } from '../posts/post-slugs.js';

/** What a client may write on a term. */
export interface TermInput {
  name?: string | undefined;
  slug?: string | undefined;
  description?: string | undefined;
  parent?: number | undefined;
}

/**
 * The ETag of a term: terms have no version column, so it is a digest of everything a client can
 * change. An update only lands on the exact contents it was checked against.
 */
export function termEtag(
  term: Pick<TermRow, 'id' | 'name' | 'slug' | 'description' | 'parent'>,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([term.name, term.slug, term.description, term.parent]))
    .digest('hex')
    .slice(0, 16);
  return `"term-${term.id}-${digest}"`;
}

async function uniqueTermSlug(
  db: Db,
  taxonomy: string,
  slug: string,
  selfId?: number,
): Promise<string> {
  let query = db
    .selectFrom('terms')
    .select('slug')
    .where('taxonomy', '=', taxonomy)
    .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${slug}-%`)]));
  if (selfId !== undefined) query = query.where('id', '!=', selfId);
  return firstFreeSlug(slug, new Set((await query.execute()).map((r) => r.slug)));
}

async function assertParent(
  db: Db,
  taxonomy: string,
  parent: number,
  selfId?: number,
): Promise<void> {
  if (parent === 0) return;
  let current = parent;
  const seen = new Set<number>();
  while (current !== 0 && !seen.has(current)) {
    if (current === selfId)
      throw new AppError('rest_term_invalid', 'A term cannot be its own ancestor.', 400);
    seen.add(current);
    const row = await db
      .selectFrom('terms')
      .select(['parent', 'taxonomy'])
      .where('id', '=', current)
      .executeTakeFirst();
    if (!row || row.taxonomy !== taxonomy) {
      throw new AppError('rest_term_invalid', 'Parent term does not exist.', 400);
    }
    current = row.parent;
  }
}

/** Refuses a name already used under the same parent, or an explicit slug already taken. */
async function assertNoDuplicate(
  db: Db,
  taxonomy: string,
  input: { name: string; slug?: string | undefined; parent: number },
  selfId?: number,
) {
  let byName = db
    .selectFrom('terms')
    .select('id')
    .where('taxonomy', '=', taxonomy)
    .where('parent', '=', input.parent)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()));
  if (selfId !== undefined) byName = byName.where('id', '!=', selfId);
  const sameName = await byName.executeTakeFirst();
  if (sameName) {
    throw new AppError(
      'term_exists',
      'A term with the name provided already exists in this taxonomy.',
      400,
      { term_id: sameName.id },
    );
  }
  if (input.slug !== undefined) {
    let bySlug = db
      .selectFrom('terms')
      .select('id')
      .where('taxonomy', '=', taxonomy)
      .where('slug', '=', input.slug);
    if (selfId !== undefined) bySlug = bySlug.where('id', '!=', selfId);
    if (await bySlug.executeTakeFirst()) {
      throw new AppError(
        'duplicate_term_slug',
        `The slug “${input.slug}” is already in use by another term.`,
        400,
      );
    }
  }
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '')
    throw new AppError('empty_term_name', 'A name is required for this term.', 400);
  return trimmed;
}

/** Creates a term; its slug comes from the name unless given, made unique in the taxonomy. */
export async function createTerm(
  db: Db,
  taxonomy: string,
  input: TermInput & { name: string },
): Promise<number> {
  const name = cleanName(input.name);
  const parent = input.parent ?? 0;
  const explicitSlug =
    input.slug !== undefined && input.slug !== '' ? slugify(input.slug) : undefined;
  return db.transaction().execute(async (trx) => {
    await assertParent(trx, taxonomy, parent);
    await assertNoDuplicate(trx, taxonomy, { name, slug: explicitSlug, parent });
    const slug = explicitSlug || (await uniqueTermSlug(trx, taxonomy, slugify(name) || 'term'));
    const row = await trx
      .insertInto('terms')
      .values({ taxonomy, name, slug, description: input.description ?? '', parent, meta: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return row.id;
  });
}

/** Saves changes to a term, refusing (412) when it changed since the client's version. */
export async function updateTerm(
  db: Db,
  term: TermRow,
  input: TermInput,
  version: ClientVersion,
): Promise<void> {
  assertCurrentVersion(version, { etag: termEtag(term), modified: null });
  const name = input.name !== undefined ? cleanName(input.name) : term.name;
  const parent = input.parent ?? term.parent;
  const explicitSlug =
    input.slug !== undefined && input.slug !== '' ? slugify(input.slug) : undefined;
  await db.transaction().execute(async (trx) => {
    await assertParent(trx, term.taxonomy, parent, term.id);
    await assertNoDuplicate(trx, term.taxonomy, { name, slug: explicitSlug, parent }, term.id);
    const result = await trx
      .updateTable('terms')
      .set({
        name,
        parent,
        slug: explicitSlug ?? term.slug,
        description: input.description ?? term.description,
      })
      .where('id', '=', term.id)
      .where('name', '=', term.name)
      .where('slug', '=', term.slug)
      .where('description', '=', term.description)
      .where('parent', '=', term.parent)
      .executeTakeFirst();
    // Someone else saved the term between our read and this write.
    if (Number(result.numUpdatedRows) === 0) throw conflict();
    await bumpContentVersion(trx);
  });
}

/** Deletes a term for good: items lose it, its children move to its parent. */
export async function deleteTerm(db: Db, term: TermRow, version: ClientVersion): Promise<void> {
  assertCurrentVersion(version, { etag: termEtag(term), modified: null });
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('terms').where('id', '=', term.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw conflict();
    await trx.deleteFrom('term_relationships').where('term_id', '=', term.id).execute();
    await trx
      .updateTable('terms')
      .set({ parent: term.parent })
      .where('parent', '=', term.id)
      .execute();
    await bumpContentVersion(trx);
  });
}
