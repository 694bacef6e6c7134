import type { RestFontCollection } from '@atelier/blocks/rest';
import { type LoadedFontCollection, loadFontCollection } from './font-collection-loader.js';

/**
 * The font collections a server offers, by slug, in the order of their folders. The folders are
 * files of the release, the same on every instance and unchanged while it runs, so they are read
 * and checked once, on first use (a server that never opens the Font Library never reads them).
 */
export class FontCollectionRegistry {
  private bySlug: Map<string, LoadedFontCollection> | undefined;

  constructor(private readonly folders: readonly string[]) {}

  private loaded(): Map<string, LoadedFontCollection> {
    if (this.bySlug) return this.bySlug;
    const bySlug = new Map<string, LoadedFontCollection>();
    for (const loaded of this.folders.map(loadFontCollection)) {
      const { slug } = loaded.collection;
      if (bySlug.has(slug)) throw new Error(`Two font collections have the slug "${slug}"`);
      bySlug.set(slug, loaded);
    }
    this.bySlug = bySlug;
    return bySlug;
  }

  /** Every collection, in order. */
  list(): RestFontCollection[] {
    return [...this.loaded().values()].map((loaded) => loaded.collection);
  }

  /** The collection with the slug, if there is one. */
  get(slug: string): RestFontCollection | undefined {
    return this.loaded().get(slug)?.collection;
  }

  /** The absolute path of a file the collection serves (`files/x.woff2`), if it names one. */
  filePath(slug: string, file: string): string | undefined {
    return this.loaded().get(slug)?.files.get(file);
  }
}
