import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.js';
import { parseStyleHeader, type ThemeHeader } from './style-header.js';
import { ThemeFiles } from './theme-files.js';

/** A theme installed on disk. */
export interface InstalledTheme {
  stylesheet: string;
  dir: string;
  header: ThemeHeader;
  /** A block theme has templates/index.html (WordPress's rule). */
  isBlockTheme: boolean;
  hasThemeJson: boolean;
  /** Style variation files in styles/. */
  styleVariationFiles: string[];
  screenshot: string | null;
}

function readTheme(themesDir: string, stylesheet: string): InstalledTheme | null {
  const dir = join(themesDir, stylesheet);
  const styleCss = join(dir, 'style.css');
  if (!existsSync(styleCss)) return null;
  const header = parseStyleHeader(readFileSync(styleCss, 'utf8'));
  if (!header.name) return null;
  const stylesDir = join(dir, 'styles');
  const styleVariationFiles = existsSync(stylesDir)
    ? readdirSync(stylesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const screenshot =
    ['screenshot.png', 'screenshot.jpg', 'screenshot.webp'].find((f) => existsSync(join(dir, f))) ??
    null;
  return {
    stylesheet,
    dir,
    header,
    isBlockTheme: existsSync(join(dir, 'templates', 'index.html')),
    hasThemeJson: existsSync(join(dir, 'theme.json')),
    styleVariationFiles,
    screenshot,
  };
}

/** Where themes uploaded on the dashboard are installed: `themes/` in the data directory. */
export function uploadedThemesDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'themes');
}

/** The themes of one folder, by folder name (folders starting with a dot are work folders). */
function readThemesFolder(themesDir: string): Map<string, InstalledTheme> {
  const found = new Map<string, InstalledTheme>();
  if (!existsSync(themesDir)) return found;
  for (const entry of readdirSync(themesDir).sort()) {
    if (entry.startsWith('.') || !statSync(join(themesDir, entry)).isDirectory()) continue;
    const theme = readTheme(themesDir, entry);
    if (theme) found.set(entry, theme);
  }
  return found;
}

/**
 * The installed themes: the bundled themes folder (`themesDir`, part of the deployment) and,
 * when given, the folder of uploaded themes in the data directory, where an uploaded theme
 * replaces a bundled one of the same folder name. Read at start and again by {@link reload}
 * after an upload installs a theme, so every instance sharing the data directory sees it on its
 * next start and this one at once.
 */
export class ThemeDirectory {
  private themes = new Map<string, InstalledTheme>();
  private readonly files = new Map<string, ThemeFiles>();

  constructor(
    readonly themesDir: string,
    readonly uploadsDir?: string,
  ) {
    this.reload();
  }

  /** The folders themes are served from, the one that wins first (for static files). */
  roots(): string[] {
    return this.uploadsDir ? [this.uploadsDir, this.themesDir] : [this.themesDir];
  }

  /**
   * Reads both folders again. The cached files of `changed` (a theme just installed or replaced)
   * are dropped; other themes keep theirs.
   */
  reload(changed?: string): void {
    if (this.uploadsDir) mkdirSync(this.uploadsDir, { recursive: true });
    const found = readThemesFolder(this.themesDir);
    if (this.uploadsDir) {
      for (const [stylesheet, theme] of readThemesFolder(this.uploadsDir))
        found.set(stylesheet, theme);
    }
    this.themes = new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const [stylesheet, files] of this.files) {
      if (stylesheet === changed || files.theme.dir !== this.themes.get(stylesheet)?.dir)
        this.files.delete(stylesheet);
    }
  }

  /** Whether a theme is bundled with the deployment (not uploaded). */
  isBundled(theme: InstalledTheme): boolean {
    return !this.uploadsDir || !theme.dir.startsWith(join(this.uploadsDir, '/'));
  }

  list(): InstalledTheme[] {
    return [...this.themes.values()];
  }

  get(stylesheet: string): InstalledTheme | undefined {
    return this.themes.get(stylesheet);
  }

  /** The theme's files (templates, parts, theme.json), read once on first use. */
  filesOf(theme: InstalledTheme): ThemeFiles {
    let files = this.files.get(theme.stylesheet);
    if (!files || files.theme.dir !== theme.dir) {
      files = new ThemeFiles(theme);
      this.files.set(theme.stylesheet, files);
    }
    return files;
  }

  /** The theme used when the site has none chosen: `loom` if present, else the first block theme. */
  defaultStylesheet(): string | undefined {
    if (this.themes.has('loom')) return 'loom';
    return this.list().find((t) => t.isBlockTheme)?.stylesheet ?? this.list()[0]?.stylesheet;
  }
}
