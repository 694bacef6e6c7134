import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { deepMerge, type ThemeJson } from '@atelier/theme-json';
import { type Zippable, zipSync } from 'fflate';
import type { AppContext } from '../app-context.js';
import { themeJsonOf } from '../global-styles/theme-styles.js';
import {
  ensureUserGlobalStyles,
  readUserGlobalStyles,
} from '../global-styles/user-global-styles.js';
import {
  templateArea,
  templateContent,
  templateIsCustom,
  templateTitle,
} from '../templates/template-record.js';
import { loadTemplates } from '../templates/template-store.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import { toWordPressMarkup } from './wordpress-markup.js';

/** Files that are already compressed gain nothing from deflate. */
const STORED = /\.(woff2?|png|jpe?g|webp|gif|avif|zip)$/i;

/** Block markup files whose block delimiters are written as WordPress reads them. */
const MARKUP = /^patterns\/.+\.(php|html)$/;

/** What WordPress leaves out of a theme export (`wp_is_theme_directory_ignored`). */
const IGNORED = new Set(['.DS_Store', '.svn', '.git', '.hg', '.bzr', 'node_modules', 'vendor']);

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * The active block theme as a zip with the site's work merged in, laid out as WordPress's
 * `wp_generate_block_templates_export_file` does: the theme's files at the zip's root (no folder
 * around them), theme.json with the user's global styles merged in, templates/ and parts/ with
 * customised and new templates (new custom templates declared in customTemplates, parts in
 * templateParts), and the theme's own patterns, styles and assets. Block markup is written as
 * WordPress reads it (template parts without a `theme` attribute, only WordPress's layout
 * types). Unzipped into a themes folder, or uploaded on the dashboard, it is a block theme.
 */
export async function exportTheme(app: AppContext, theme: InstalledTheme): Promise<Uint8Array> {
  const files: Zippable = {};
  const put = (path: string, data: Uint8Array) => {
    files[path] = STORED.test(path) ? [data, { level: 0 }] : data;
  };
  const encoder = new TextEncoder();

  for (const file of listFiles(theme.dir)) {
    const path = relative(theme.dir, file).split(sep).join('/');
    // Templates, parts and theme.json are written below with the site's changes.
    if (
      /^(templates|parts|block-templates|block-template-parts)\//.test(path) ||
      path === 'theme.json'
    )
      continue;
    const data = readFileSync(file);
    put(path, MARKUP.test(path) ? encoder.encode(toWordPressMarkup(data.toString('utf8'))) : data);
  }

  const templates = await loadTemplates(app.db, app.themes, theme, 'wp_template');
  const parts = await loadTemplates(app.db, app.themes, theme, 'wp_template_part');
  for (const record of templates)
    put(
      `templates/${record.slug}.html`,
      encoder.encode(toWordPressMarkup(templateContent(record))),
    );
  for (const record of parts)
    put(`parts/${record.slug}.html`, encoder.encode(toWordPressMarkup(templateContent(record))));

  const base = themeJsonOf(app.themes, theme) as ThemeJson & Record<string, unknown>;
  const user = readUserGlobalStyles(await ensureUserGlobalStyles(app.db, theme.stylesheet));
  const merged = deepMerge(base, { settings: user.settings, styles: user.styles }) as ThemeJson &
    Record<string, unknown>;
  const declaredTemplates = Array.isArray(base.customTemplates)
    ? (base.customTemplates as { name: string }[])
    : [];
  const declaredParts = Array.isArray(base.templateParts)
    ? (base.templateParts as { name: string }[])
    : [];
  const customTemplates = [
    ...declaredTemplates,
    ...templates
      .filter(
        (t) => !t.file && templateIsCustom(t) && !declaredTemplates.some((d) => d.name === t.slug),
      )
      .map((t) => ({ name: t.slug, title: templateTitle(t) })),
  ];
  const templateParts = [
    ...declaredParts.map((d) => {
      const record = parts.find((p) => p.slug === d.name);
      return record ? { ...d, area: templateArea(record) } : d;
    }),
    ...parts
      .filter((p) => !declaredParts.some((d) => d.name === p.slug))
      .map((p) => ({ name: p.slug, title: templateTitle(p), area: templateArea(p) })),
  ];
  const output = { ...merged, version: merged.version ?? 3, customTemplates, templateParts };
  put('theme.json', encoder.encode(`${JSON.stringify(output, null, '\t')}\n`));

  return zipSync(files, { level: 6 });
}
