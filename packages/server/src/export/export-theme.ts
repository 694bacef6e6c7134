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

/** Files that are already compressed gain nothing from deflate. */
const STORED = /\.(woff2?|png|jpe?g|webp|gif|avif|zip)$/i;

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * The active block theme as a zip with the site's work merged in: theme.json with the user's
 * global styles, templates/ and parts/ with customised and new templates (new custom templates
 * declared in customTemplates, parts in templateParts), and the theme's own patterns, styles and
 * assets as they are. Unzipped into a themes folder it is a block theme Atelier can load.
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
    put(path, readFileSync(file));
  }

  const templates = await loadTemplates(app.db, app.themes, theme, 'wp_template');
  const parts = await loadTemplates(app.db, app.themes, theme, 'wp_template_part');
  for (const record of templates)
    put(`templates/${record.slug}.html`, encoder.encode(templateContent(record)));
  for (const record of parts)
    put(`parts/${record.slug}.html`, encoder.encode(templateContent(record)));

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

  return zipSync({ [theme.stylesheet]: files }, { level: 6 });
}
