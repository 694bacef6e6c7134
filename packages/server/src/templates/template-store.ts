import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import type { InstalledTheme, ThemeDirectory } from '../themes/theme-directory.js';
import type { TemplateType } from '../themes/theme-files.js';
import type { TemplateRecord } from './template-record.js';

/** Database records of one type for one theme, by slug. */
async function rowsFor(
  db: Db,
  type: TemplateType,
  theme: string,
  slug?: string,
): Promise<PostRow[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('type', '=', type)
    .where('theme', '=', theme)
    .where('status', '!=', 'trash');
  if (slug !== undefined) query = query.where('slug', '=', slug);
  return query.orderBy('id').execute();
}

/**
 * Every template (or part) of a theme: its files merged with the database records, a record
 * overriding the file of the same slug.
 */
export async function loadTemplates(
  db: Db,
  themes: ThemeDirectory,
  theme: InstalledTheme,
  type: TemplateType,
): Promise<TemplateRecord[]> {
  const files = theme.isBlockTheme ? themes.filesOf(theme).templates(type) : [];
  const rows = await rowsFor(db, type, theme.stylesheet);
  const bySlug = new Map<string, TemplateRecord>();
  for (const file of files)
    bySlug.set(file.slug, { type, theme: theme.stylesheet, slug: file.slug, file, row: undefined });
  for (const row of rows) {
    const existing = bySlug.get(row.slug);
    bySlug.set(row.slug, {
      type,
      theme: theme.stylesheet,
      slug: row.slug,
      file: existing?.file,
      row,
    });
  }
  return [...bySlug.values()];
}

/** One template by theme and slug; the theme may be any installed theme or one known only to the database. */
export async function loadTemplate(
  db: Db,
  themes: ThemeDirectory,
  type: TemplateType,
  stylesheet: string,
  slug: string,
): Promise<TemplateRecord | undefined> {
  const theme = themes.get(stylesheet);
  const file = theme?.isBlockTheme ? themes.filesOf(theme).template(type, slug) : undefined;
  const [row] = await rowsFor(db, type, stylesheet, slug);
  if (!file && !row) return undefined;
  return { type, theme: stylesheet, slug, file, row };
}
