import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The built editor's entry files, as Vite's manifest names them. */
export interface EditorAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

/** The chunks and stylesheets of some on-demand modules, beyond what the entry loads. */
export interface ModuleAssets {
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/main.tsx';
/** The one stylesheet of a build that does not split its CSS per chunk (`cssCodeSplit: false`). */
const WHOLE_CSS = 'style.css';
export const EDITOR_ASSET_BASE = '/wp-admin/build/';

/**
 * Reads the editor build manifest, re-reading it only when the file changes (a rebuild while the
 * server runs is picked up without a restart).
 */
export class EditorAssetManifest {
  private cached:
    | { mtimeMs: number; assets: EditorAssets; manifest: Record<string, ManifestChunk> }
    | undefined;

  constructor(private readonly distDir: string) {}

  get manifestPath(): string {
    return join(this.distDir, '.vite', 'manifest.json');
  }

  /** The entry assets, or null when the editor has not been built. */
  load(): EditorAssets | null {
    const path = this.manifestPath;
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.assets;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
    const entry = manifest[ENTRY];
    if (!entry) return null;
    const styles = new Set(entry.css ?? []);
    const whole = manifest[WHOLE_CSS];
    if (whole) styles.add(whole.file);
    const preloads: string[] = [];
    for (const key of entry.imports ?? []) {
      const chunk = manifest[key];
      if (!chunk) continue;
      preloads.push(EDITOR_ASSET_BASE + chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
    const assets = {
      script: EDITOR_ASSET_BASE + entry.file,
      styles: [...styles].map((f) => EDITOR_ASSET_BASE + f),
      preloads,
    };
    this.cached = { mtimeMs, assets, manifest };
    return assets;
  }

  /**
   * The chunks (with the chunks they import) and stylesheets of on-demand modules, leaving out
   * what the entry itself loads. A module is a manifest key (`src/…` of packages/editor) or the
   * name of a chunk the build groups several modules in (`canvas`, see its vite.config.ts);
   * modules the manifest does not know are skipped.
   */
  modules(keys: readonly string[]): ModuleAssets {
    const assets = this.load();
    const manifest = this.cached?.manifest;
    if (!assets || !manifest) return { styles: [], preloads: [] };
    const seen = new Set<string>();
    const files: ManifestChunk[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.push(chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(ENTRY);
    const loadedByEntry = files.length;
    const named = (name: string) =>
      Object.keys(manifest).find((key) => !manifest[key]?.src && manifest[key]?.name === name);
    for (const key of keys) visit(manifest[key] ? key : (named(key) ?? key));
    const wanted = files.slice(loadedByEntry);
    const entryStyles = new Set(assets.styles);
    const styles = wanted
      .flatMap((chunk) => chunk.css ?? [])
      .map((css) => EDITOR_ASSET_BASE + css)
      .filter((href) => !entryStyles.has(href));
    return {
      styles: [...new Set(styles)],
      preloads: wanted.map((chunk) => EDITOR_ASSET_BASE + chunk.file),
    };
  }
}
