import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TEMPLATE_PART_AREA, TEMPLATE_TYPES } from '@atelier/blocks';
import { loadPatternFile, type PatternProblem } from '../patterns/pattern-file.js';
import type { ThemePattern } from '../patterns/pattern-header.js';
import type { PhpTemplateEnv } from '../patterns/php/evaluate-php-template.js';
import { sanitizeHtml } from '../sanitize/sanitize-html.js';
import {
  readThemeRegistrations,
  type ThemeRegistrations,
} from './functions-php/theme-registrations.js';

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
  private patternCache: Promise<ThemePatterns> | undefined;
  private patternProblemsLogged = false;
  private registrationsCache: ThemeRegistrations | undefined;
  private styleCssRulesCache: boolean | undefined;

  constructor(readonly theme: InstalledTheme) {}

  /** The parsed theme.json, or null when the theme has none (or it is not valid JSON). */
  themeJson() {
    if (this.themeJsonCache === undefined) this.themeJsonCache = readThemeJson(this.theme.dir);
    return this.themeJsonCache;
  }

  /**
   * The block styles and pattern categories the theme's functions.php registers with literal
   * arguments, read without running it (none when there is no functions.php).
   */
  registrations(): ThemeRegistrations {
    if (this.registrationsCache === undefined) {
      const path = join(this.theme.dir, 'functions.php');
      this.registrationsCache = existsSync(path)
        ? readThemeRegistrations(readFileSync(path, 'utf8'))
        : { blockStyles: [], patternCategories: [], problems: [] };
    }
    return this.registrationsCache;
  }

  /** Whether the theme's style.css holds CSS rules besides its header comment. */
  hasStyleCssRules(): boolean {
    if (this.styleCssRulesCache === undefined) {
      const path = join(this.theme.dir, 'style.css');
      this.styleCssRulesCache = existsSync(path) && hasCssRules(readFileSync(path, 'utf8'));
    }
    return this.styleCssRulesCache;
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

  /**
   * The theme's patterns from patterns/*.php, sorted by file name, their PHP rendered by the
   * subset evaluator once per theme (theme files do not change while the server runs). Files
   * that are refused are left out; {@link patternProblems} says why.
   */
  async patterns(): Promise<ThemePattern[]> {
    return (await this.loadPatterns()).patterns;
  }

  /** The pattern files that were refused, with the reason (file, line and construct). */
  async patternProblems(): Promise<PatternProblem[]> {
    return (await this.loadPatterns()).problems;
  }

  /**
   * Logs each refused pattern file once per process, at warn level, through the logger of the
   * caller (ThemeFiles has none of its own).
   */
  async logPatternProblemsOnce(log: { warn(message: string): void }): Promise<void> {
    const { problems } = await this.loadPatterns();
    if (this.patternProblemsLogged) return;
    this.patternProblemsLogged = true;
    for (const problem of problems) {
      log.warn(`Theme ${this.theme.stylesheet}: pattern not loaded: ${problem.message}`);
    }
  }

  private loadPatterns(): Promise<ThemePatterns> {
    this.patternCache ??= readThemePatterns(this.theme).catch((error: unknown) => {
      this.patternCache = undefined;
      throw error;
    });
    return this.patternCache;
  }

  template(type: TemplateType, slug: string): ThemeTemplateFile | undefined {
    return this.templates(type).find((t) => t.slug === slug);
  }
}

/** Whether a stylesheet holds anything once its comments and white space are taken out. */
export function hasCssRules(css: string): boolean {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '').trim() !== '';
}

interface ThemePatterns {
  patterns: ThemePattern[];
  problems: PatternProblem[];
}

/** The public URL of a theme's folder, root-relative: the origin depends on the request. */
function themeFolderUrl(stylesheet: string): string {
  return `/wp-content/themes/${encodeURIComponent(stylesheet)}`;
}

/** A child theme's `Template:` header (its parent's folder), or null for a theme of its own. */
function parentTemplate(dir: string): string | null {
  const path = join(dir, 'style.css');
  if (!existsSync(path)) return null;
  const comment = /\/\*([\s\S]*?)\*\//.exec(readFileSync(path, 'utf8'))?.[1] ?? '';
  return /^\s*\*?\s*Template\s*:\s*(\S+?)\s*$/im.exec(comment)?.[1] ?? null;
}

async function readThemePatterns(theme: InstalledTheme): Promise<ThemePatterns> {
  const env: PhpTemplateEnv = {
    templateDirectoryUri: themeFolderUrl(parentTemplate(theme.dir) ?? theme.stylesheet),
    stylesheetDirectoryUri: themeFolderUrl(theme.stylesheet),
    ksesPost: sanitizeHtml,
  };
  const dir = join(theme.dir, 'patterns');
  const result: ThemePatterns = { patterns: [], problems: [] };
  if (!existsSync(dir)) return result;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.php') && !file.endsWith('.html')) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    const loaded = await loadPatternFile(`patterns/${file}`, source, env);
    if ('pattern' in loaded) result.patterns.push(loaded.pattern);
    else result.problems.push(loaded.problem);
  }
  return result;
}
