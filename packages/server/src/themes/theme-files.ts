import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_TYPES } from '@atelier/blocks';
import { parsePatternFile, type ThemePattern } from '../patterns/pattern-header.js';

import type { InstalledTheme } from './theme-directory.js';

export type TemplateType = 'wp_template' | 'wp_template_part';

/** A template or template part as a theme ships it in templates/ or parts/. */
export interface ThemeTemplateFile {
  slug: string;
  content: string;
  title: string;
  description: string;
  /** Template parts only: the area declared in theme.json (default `uncategorized`). */
  area: string;
  /** Templates only: post types a custom template is offered for. */
  postTypes: string[];
  /** Declared in theme.json `customTemplates`. */
  isCustom: boolean;
}

interface ThemeJsonMeta {
  customTemplates?: { name?: unknown; title?: unknown; postTypes?: unknown }[];
  templateParts?: { name?: unknown; title?: unknown; area?: unknown }[];
}

const FOLDERS: Record<TemplateType, readonly string[]> = {
  // WordPress also reads the folder names of its first block themes.
  wp_template: ['templates', 'block-templates'],
  wp_template_part: ['parts', 'block-template-parts'],
};

function readThemeJson(dir: string): (ThemeJsonMeta & Record<string, unknown>) | null {
  const path = join(dir, 'theme.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ThemeJsonMeta & Record<string, unknown>;
  } catch {
    return null;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Reads a theme's templates, parts and theme.json once and keeps them: theme files are part of
 * the deployment and do not change while the server runs.
 */
export class ThemeFiles {
  private readonly cache = new Map<TemplateType, ThemeTemplateFile[]>();
  private themeJsonCache: ReturnType<typeof readThemeJson> | undefined;
  private patternCache: ThemePattern[] | undefined;

  constructor(readonly theme: InstalledTheme) {}

  /** The parsed theme.json, or null when the theme has none (or it is not valid JSON). */
  themeJson() {
    if (this.themeJsonCache === undefined) this.themeJsonCache = readThemeJson(this.theme.dir);
    return this.themeJsonCache;
  }

  templates(type: TemplateType): ThemeTemplateFile[] {
    const cached = this.cache.get(type);
    if (cached) return cached;
    const meta = this.themeJson() ?? {};
    const custom = new Map(
      (meta.customTemplates ?? [])
        .filter((t) => typeof t.name === 'string')
        .map((t) => [String(t.name), t]),
    );
    const parts = new Map(
      (meta.templateParts ?? [])
        .filter((t) => typeof t.name === 'string')
        .map((t) => [String(t.name), t]),
    );
    const found = new Map<string, ThemeTemplateFile>();
    for (const folder of FOLDERS[type]) {
      const dir = join(this.theme.dir, folder);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).sort()) {
        if (!file.endsWith('.html')) continue;
        const slug = file.slice(0, -'.html'.length);
        if (found.has(slug)) continue;
        const content = readFileSync(join(dir, file), 'utf8');
        if (type === 'wp_template') {
          const declared = custom.get(slug);
          const known = TEMPLATE_TYPES[slug];
          found.set(slug, {
            slug,
            content,
            title: typeof declared?.title === 'string' ? declared.title : (known?.title ?? slug),
            description: known?.description ?? '',
            area: '',
            postTypes: strings(declared?.postTypes),
            isCustom: Boolean(declared) || !known,
          });
        } else {
          const declared = parts.get(slug);
          found.set(slug, {
            slug,
            content,
            title: typeof declared?.title === 'string' ? declared.title : slug,
            description: '',
            area: typeof declared?.area === 'string' ? declared.area : DEFAULT_TEMPLATE_PART_AREA,
            postTypes: [],
            isCustom: false,
          });
        }
      }
    }
    const list = [...found.values()];
    this.cache.set(type, list);
    return list;
  }

  /** The theme's patterns from patterns/*.php, sorted by file name; files that do not parse are left out. */
  patterns(): ThemePattern[] {
    if (this.patternCache) return this.patternCache;
    const dir = join(this.theme.dir, 'patterns');
    const found: ThemePattern[] = [];
    if (existsSync(dir)) {
      for (const file of readdirSync(dir).sort()) {
        if (!file.endsWith('.php') && !file.endsWith('.html')) continue;
        const pattern = parsePatternFile(readFileSync(join(dir, file), 'utf8'));
        if (pattern) found.push(pattern);
      }
    }
    this.patternCache = found;
    return found;
  }

  template(type: TemplateType, slug: string): ThemeTemplateFile | undefined {
    return this.templates(type).find((t) => t.slug === slug);
  }
}
