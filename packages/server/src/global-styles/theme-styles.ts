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
 * The theme's style variations from styles/*.json, sorted by file name; unreadable files are
 * skipped. Read once per theme: theme files do not change while the server runs.
 */
export function styleVariationsOf(theme: InstalledTheme): StyleVariation[] {
  const cached = variationCache.get(theme);
  if (cached) return cached;
  const variations = readStyleVariations(theme);
  variationCache.set(theme, variations);
  return variations;
}

function readStyleVariations(theme: InstalledTheme): StyleVariation[] {
  const dir = join(theme.dir, 'styles');

  if (!existsSync(dir)) return [];
  const variations: StyleVariation[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    try {
      const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ThemeJson & {
        title?: string;
      };
      const slug = file.slice(0, -'.json'.length);
      variations.push({
        ...parsed,
        slug,
        title: typeof parsed.title === 'string' ? parsed.title : slug,
      });
    } catch {
      // A broken variation file must not take the styles screen down; it is left out.
    }
  }
  return variations;
}
