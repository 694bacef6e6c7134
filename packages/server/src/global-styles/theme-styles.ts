import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeJson } from '@atelier/theme-json';
import type { InstalledTheme, ThemeDirectory } from '../themes/theme-directory.js';

/** The theme's own theme.json (settings and styles), or an empty one. */
export function themeJsonOf(themes: ThemeDirectory, theme: InstalledTheme): ThemeJson {
  return (themes.filesOf(theme).themeJson() as ThemeJson | null) ?? { version: 3 };
}

/** A style variation as `/global-styles/themes/{stylesheet}/variations` lists it. */
export interface StyleVariation extends ThemeJson {
  title: string;
  /** File name without `.json`; stable across requests. */
  slug: string;
}

const variationCache = new WeakMap<InstalledTheme, StyleVariation[]>();

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

function readStyleVariations(theme: InstalledTheme): StyleVariation[] {
  const dir = join(theme.dir, 'styles');

  if (!existsSync(dir)) return [];
  const variations: StyleVariation[] = [];
  for (const file of variationFiles(dir)) {
    try {
      const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ThemeJson & {
        title?: string;
        blockTypes?: unknown;
      };
      // A file naming block types is a block style variation, not a look for the whole site.
      if (parsed.blockTypes !== undefined) continue;
      const slug = file.slice(0, -'.json'.length);
      variations.push({
        ...parsed,
        slug,
        title: typeof parsed.title === 'string' ? parsed.title : slug.replace(/^.*\//, ''),
      });
    } catch {
      // A broken variation file must not take the styles screen down; it is left out.
    }
  }
  return variations;
}
