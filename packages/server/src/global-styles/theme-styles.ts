import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BlockStyleVariationFile,
  injectBlockStyleVariations,
  injectRegisteredBlockStyles,
  type ThemeJson,
} from '@atelier/theme-json';
import type { InstalledTheme, ThemeDirectory } from '../themes/theme-directory.js';

/** The theme's own theme.json (settings and styles), or an empty one: the file as it is. */
export function themeJsonOf(themes: ThemeDirectory, theme: InstalledTheme): ThemeJson {
  return (themes.filesOf(theme).themeJson() as ThemeJson | null) ?? { version: 3 };
}

const themeDataCache = new WeakMap<InstalledTheme, ThemeJson>();

/**
 * The theme's styles as WordPress reads them for the site and the editor: its theme.json with
 * the block style variation partials of styles/ (`blockTypes`) and the block styles its
 * functions.php registers put in `styles.blocks[block].variations`. Not for export: the partials
 * and functions.php travel as files.
 */
export function themeDataOf(themes: ThemeDirectory, theme: InstalledTheme): ThemeJson {
  const cached = themeDataCache.get(theme);
  if (cached) return cached;
  const withPartials = injectBlockStyleVariations(
    themeJsonOf(themes, theme),
    blockStyleVariationFilesOf(theme),
  );
  const data = injectRegisteredBlockStyles(
    withPartials,
    themes.filesOf(theme).registrations().blockStyles,
  );
  themeDataCache.set(theme, data);
  return data;
}

/** A style variation as `/global-styles/themes/{stylesheet}/variations` lists it. */
export interface StyleVariation extends ThemeJson {
  title: string;
  /** File name without `.json`; stable across requests. */
  slug: string;
}

const variationCache = new WeakMap<InstalledTheme, StyleVariation[]>();
const partialCache = new WeakMap<InstalledTheme, BlockStyleVariationFile[]>();

/**
 * The theme's style variations from styles/*.json and its partial ones from the folders below
 * (`styles/colors/*.json`, `styles/typography/*.json`, WordPress 6.6), sorted by path; a
 * partial's slug is its path (`colors/ember`). Unreadable files are skipped. Read once per theme:
 * theme files do not change while the server runs.
 */
export function styleVariationsOf(theme: InstalledTheme): StyleVariation[] {
  const cached = variationCache.get(theme);
  if (cached) return cached;
  const variations = readStyleVariations(theme);
  variationCache.set(theme, variations);
  return variations;
}

/**
 * The block style variation partials of styles/ and its folders (`styles/sections/*.json`,
 * `styles/blocks/*.json`): the files with `blockTypes`, sorted by path. Read once per theme.
 */
export function blockStyleVariationFilesOf(theme: InstalledTheme): BlockStyleVariationFile[] {
  const cached = partialCache.get(theme);
  if (cached) return cached;
  const files: BlockStyleVariationFile[] = [];
  for (const { file, parsed } of readStyleFiles(theme)) {
    const blockTypes = parsed.blockTypes;
    if (!Array.isArray(blockTypes)) continue;
    const slug = typeof parsed.slug === 'string' ? parsed.slug : undefined;
    files.push({
      blockTypes: blockTypes.filter((type): type is string => typeof type === 'string'),
      styles: isObject(parsed.styles) ? parsed.styles : undefined,
      title:
        typeof parsed.title === 'string'
          ? parsed.title
          : file.slice(0, -'.json'.length).replace(/^.*\//, ''),
      ...(slug === undefined ? {} : { slug }),
    });
  }
  partialCache.set(theme, files);
  return files;
}

function isObject(value: unknown): value is Record<string, never> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `.json` files under a folder, as paths relative to it, one folder level deep. */
function variationFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) files.push(entry.name);
    if (!entry.isDirectory()) continue;
    for (const inner of readdirSync(join(dir, entry.name), { withFileTypes: true })) {
      if (inner.isFile() && inner.name.endsWith('.json')) files.push(`${entry.name}/${inner.name}`);
    }
  }
  return files.sort();
}

/** A JSON file of styles/ (path relative to it) with its parsed content. */
interface StyleFile {
  file: string;
  parsed: ThemeJson & { title?: unknown; slug?: unknown; blockTypes?: unknown };
}

/** Every readable JSON file of styles/, sorted by path; a broken file is left out. */
function readStyleFiles(theme: InstalledTheme): StyleFile[] {
  const dir = join(theme.dir, 'styles');
  if (!existsSync(dir)) return [];
  const files: StyleFile[] = [];
  for (const file of variationFiles(dir)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      if (isObject(parsed)) files.push({ file, parsed: parsed as StyleFile['parsed'] });
    } catch {
      // A broken variation file must not take the styles screen down; it is left out.
    }
  }
  return files;
}

function readStyleVariations(theme: InstalledTheme): StyleVariation[] {
  const variations: StyleVariation[] = [];
  for (const { file, parsed } of readStyleFiles(theme)) {
    // A file naming block types is a block style variation, not a look for the whole site.
    if (parsed.blockTypes !== undefined) continue;
    const slug = file.slice(0, -'.json'.length);
    variations.push({
      ...parsed,
      slug,
      title: typeof parsed.title === 'string' ? parsed.title : slug.replace(/^.*\//, ''),
    });
  }
  return variations;
}
