import { resolve } from 'node:path';
import type { RestFontCollection } from '@atelier/blocks/rest';
import { repositoryRoot } from '../../config.js';
import { type LoadedFontCollection, loadFontCollection } from './font-collection-loader.js';

/** The folders of the collections Atelier ships: the offline one built by scripts/fonts/. */
export const SHIPPED_COLLECTION_DIRS: readonly string[] = [
  resolve(repositoryRoot, 'packages/server/fonts-collection'),
];

/** The font collections a server offers, by slug, in the order they were given. */
export class FontCollectionRegistry {
  private readonly bySlug = new Map<string, LoadedFontCollection>();

  constructor(collections: readonly LoadedFontCollection[]) {
    for (const loaded of collections) {
      const { slug } = loaded.collection;
      if (this.bySlug.has(slug)) throw new Error(`Two font collections have the slug "${slug}"`);
      this.bySlug.set(slug, loaded);
    }
  }

  /** Every collection, in order. */
  list(): RestFontCollection[] {
    return [...this.bySlug.values()].map((loaded) => loaded.collection);
  }

  /** The collection with the slug, if there is one. */
  get(slug: string): RestFontCollection | undefined {
    return this.bySlug.get(slug)?.collection;
  }

  /** The absolute path of a file the collection serves (`files/x.woff2`), if it names one. */
  filePath(slug: string, file: string): string | undefined {
    return this.bySlug.get(slug)?.files.get(file);
  }
}

let shipped: FontCollectionRegistry | undefined;

/**
 * The collections Atelier ships, read and checked on first use, then kept for the life of the
 * process: they are files of the release, the same on every instance, and never change while it
 * runs.
 */
export function shippedFontCollections(): FontCollectionRegistry {
  shipped ??= new FontCollectionRegistry(SHIPPED_COLLECTION_DIRS.map(loadFontCollection));
  return shipped;
}
