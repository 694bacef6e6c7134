import type { CachedPage } from './page-cache.js';

/** A page's compressed forms by coding, filled as each is first asked for. */
export type CompressedForms = CachedPage['compressed'];

interface Kept {
  body: Buffer;
  forms: CompressedForms;
}

/** How many bytes of rendered pages one process keeps beside their compressed forms. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The compressed forms of the last page rendered at each address, for pages the page cache does
 * not serve. A render that gives the same bytes as the last one at its address (a byte-by-byte
 * comparison, not a hash) shares that render's compressed forms, so it is not compressed again;
 * other bytes get empty forms and replace the kept page. The forms are a function of the bytes
 * alone, so this needs no version and cannot answer with another page. At most `maxBytes` of
 * pages are kept, the least recently used address going first.
 */
export class CompressedFormsMemory {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** The forms to fill or to send for `body` rendered at `address`. */
  formsFor(address: string, body: Buffer): CompressedForms {
    const last = this.kept.get(address);
    if (last) {
      this.kept.delete(address);
      this.bytes -= last.body.length;
    }
    const entry = last?.body.equals(body) ? last : { body, forms: {} };
    if (body.length > this.maxBytes) return entry.forms;
    this.kept.set(address, entry);
    this.bytes += body.length;
    for (const [oldest, page] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= page.body.length;
    }
    return entry.forms;
  }

  /** How many addresses have a page kept. */
  get size(): number {
    return this.kept.size;
  }
}
