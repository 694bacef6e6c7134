import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The built editor's entry files, as Vite's manifest names them. */
export interface EditorAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/main.tsx';
export const EDITOR_ASSET_BASE = '/wp-admin/build/';

/**
 * Reads the editor build manifest, re-reading it only when the file changes (a rebuild while the
 * server runs is picked up without a restart).
 */
export class EditorAssetManifest {
  private cached: { mtimeMs: number; assets: EditorAssets } | undefined;

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
    this.cached = { mtimeMs, assets };
    return assets;
  }
}
