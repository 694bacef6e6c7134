import type { HtmlEncoding } from '../http/html-compression.js';

/** A rendered page kept for anonymous visitors. */
export interface CachedPage {
  status: number;
  /** The page's HTML, encoded once: a hit sends these bytes without encoding or measuring it. */
  body: Buffer;
  /** The page compressed, per coding, as first asked for: a hit sends these bytes too. */
  compressed: Partial<Record<HtmlEncoding, Promise<Buffer>>>;
}

/**
 * Rendered pages by URL, valid for one site content version. The version lives in the database and
 * every write bumps it, so each instance drops what it holds as soon as anything changes, and no
 * instance serves a page made before a save. `T` is what is kept per key (the editor's page keeps
 * its preloaded REST answers the same way).
 */
export class PageCache<T = CachedPage> {
  private version = -1;
  private readonly pages = new Map<string, T>();

  constructor(private readonly maxEntries = 1000) {}

  get(version: number, key: string): T | undefined {
    if (version !== this.version) return undefined;
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last, so the oldest is the first to go.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(version: number, key: string, page: T): void {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    this.pages.set(key, page);
    if (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** Forgets one entry of the version (an answer that turned out to be an error). */
  delete(version: number, key: string): void {
    if (version === this.version) this.pages.delete(key);
  }

  get size(): number {
    return this.pages.size;
  }
}
