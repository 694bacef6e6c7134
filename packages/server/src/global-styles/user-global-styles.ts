import type { ThemeJson } from '@atelier/theme-json';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import { parseJsonColumn } from '../db/json.js';
import type { PostRow } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { insertPost, updateVersioned } from '../posts/post-store.js';

/** What a user global styles record holds: the person's changes over the theme. */
export interface UserGlobalStyles {
  styles: NonNullable<ThemeJson['styles']>;
  settings: NonNullable<ThemeJson['settings']>;
}

const TYPE = 'wp_global_styles';

export function globalStylesSlug(stylesheet: string): string {
  return `wp-global-styles-${stylesheet}`;
}

/** Parses the record's content: `{version, isGlobalStylesUserThemeJSON, styles, settings}`. */
export function readUserGlobalStyles(row: Pick<PostRow, 'content'>): UserGlobalStyles {
  const parsed = parseJsonColumn<Partial<UserGlobalStyles>>(row.content, {});
  return { styles: parsed.styles ?? {}, settings: parsed.settings ?? {} };
}

export function serialiseUserGlobalStyles(value: UserGlobalStyles): string {
  return JSON.stringify({
    version: 3,
    isGlobalStylesUserThemeJSON: true,
    styles: value.styles,
    settings: value.settings,
  });
}

/** The theme's user global styles record, created empty on first use (each theme has its own). */
export async function ensureUserGlobalStyles(db: Db, stylesheet: string): Promise<PostRow> {
  const find = () =>
    db
      .selectFrom('posts')
      .selectAll()
      .where('type', '=', TYPE)
      .where('theme', '=', stylesheet)
      .where('slug', '=', globalStylesSlug(stylesheet))
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing;
  try {
    return await insertPost(db, {
      type: TYPE,
      status: 'publish',
      slug: globalStylesSlug(stylesheet),
      title: 'Custom Styles',
      content: serialiseUserGlobalStyles({ styles: {}, settings: {} }),
      theme: stylesheet,
    });
  } catch (error) {
    // Another request created it at the same moment (the unique index on type, theme and slug).
    const raced = await find();
    if (raced) return raced;
    throw error;
  }
}

export async function findGlobalStylesById(db: Db, id: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', TYPE)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Saves the user's styles and stores the saved state as a revision, in one transaction; refuses
 * the write with 412 when someone saved in between (the version moved).
 */
export async function saveUserGlobalStyles(
  db: Db,
  row: PostRow,
  value: UserGlobalStyles & { title?: string | undefined },
  author: number,
): Promise<void> {
  const content = serialiseUserGlobalStyles(value);
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, row, {
      content,
      ...(value.title !== undefined ? { title: value.title } : {}),
      author,
    });
    await insertPost(trx, {
      type: 'revision',
      status: 'inherit',
      slug: `${row.id}-revision-v${row.version + 1}`,
      title: value.title ?? row.title,
      content,
      author,
      parent: row.id,
      date: now,
    });
    await bumpContentVersion(trx);
  });
}

export async function countRevisions(db: Db, parent: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('type', '=', 'revision')
    .where('parent', '=', parent)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function listRevisions(
  db: Db,
  parent: number,
  offset: number,
  limit: number | undefined,
): Promise<PostRow[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', 'revision')
    .where('parent', '=', parent)
    .orderBy('id', 'desc')
    .offset(offset);
  if (limit !== undefined) query = query.limit(limit);
  else query = query.limit(1_000_000);
  return query.execute();
}

/** One revision of the record by id, or undefined. */
export async function findRevision(
  db: Db,
  parent: number,
  id: number,
): Promise<PostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', 'revision')
    .where('parent', '=', parent)
    .where('id', '=', id)
    .executeTakeFirst();
}
