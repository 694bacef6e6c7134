import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The themes folder, read once: themes ship with a deployment and do not change while it runs,
 * so every instance sees the same list.
 */
export class ThemeDirectory {
  private readonly themes: ReadonlyMap<string, InstalledTheme>;
  private readonly files = new Map<string, ThemeFiles>();

  constructor(readonly themesDir: string) {
    const found = new Map<string, InstalledTheme>();
    if (existsSync(themesDir)) {
      for (const entry of readdirSync(themesDir).sort()) {
        if (!statSync(join(themesDir, entry)).isDirectory()) continue;
        const theme = readTheme(themesDir, entry);
        if (theme) found.set(entry, theme);
      }
    }
    this.themes = found;
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
    if (!files) {
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
