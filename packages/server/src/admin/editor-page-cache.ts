import { PageCache } from '../site/page-cache.js';
import type { EditorPageStamp } from './editor-page-stamp.js';
import { compressFast, compressWell, type PageEncoding } from './page-encoding.js';

/** How many editor pages (session × address) one process keeps. */
const MAX_PAGES = 50;

/** A page as sent, and its compressed forms, made as they are first asked for. */
class PageBodies {
  private readonly bodies = new Map<PageEncoding, Buffer>();

  constructor(private readonly html: Buffer) {
    this.bodies.set('identity', html);
  }

  /**
   * The page in `encoding`. The first answer in an encoding gets a quick compression; a better one
   * is made on the thread pool meanwhile and answers the next requests.
   */
  body(encoding: PageEncoding): Buffer {
    const kept = this.bodies.get(encoding);
    if (kept) return kept;
    if (encoding === 'identity') return this.html;
    const quick = compressFast(this.html, encoding);
    this.bodies.set(encoding, quick);
    compressWell(this.html, encoding).then(
      (better) => {
        if (better.length < quick.length) this.bodies.set(encoding, better);
      },
      () => undefined,
    );
    return quick;
  }
}

/**
 * One rendered editor page, with the part read on every request (the presence answers, put
 * before `</body>`) apart: the page as last sent is kept with its compressed forms, so a repeat
 * load whose part has not changed is answered as it was, and one whose part changed compresses
 * the page again (as its first load did) without making it again.
 */
class CachedEditorPage {
  private readonly head: string;
  private readonly tail: string;
  private sent: { part: string; bodies: PageBodies };

  constructor(
    html: string,
    readonly preferences: string | null,
    readonly build: object,
  ) {
    const end = html.lastIndexOf('</body>');
    this.head = end < 0 ? html : html.slice(0, end);
    this.tail = end < 0 ? '' : html.slice(end);
    this.sent = { part: '', bodies: new PageBodies(Buffer.from(html, 'utf8')) };
  }

  /** The page with `part` (HTML, '' for none) before `</body>`, in `encoding`. */
  body(encoding: PageEncoding, part = ''): Buffer {
    if (this.sent.part !== part) {
      const html = `${this.head}${part}${this.tail}`;
      this.sent = { part, bodies: new PageBodies(Buffer.from(html, 'utf8')) };
    }
    return this.sent.bodies.body(encoding);
  }
}

/**
 * The site editor's pages as sent, per session and address (path, query and site origin), valid
 * for one site content version: a repeat load is a session check, one read of the version and
 * the person's stored preferences, and an answer already compressed. Every write bumps the
 * version in the database, so no instance serves a page made before a save; a change of the
 * preferences (saved without a new version) or of the editor build makes a page again too. What
 * changes without a write (who has which record open) is not part of a kept page: it is read on
 * every request and put in as the page is sent ({@link CachedEditorPage.body}).
 */
export class EditorPageCache {
  private readonly pages = new PageCache<CachedEditorPage>(MAX_PAGES);

  /** The page kept for `key`, if it was made at `stamp` with the `build` (manifest) in use. */
  get(key: string, stamp: EditorPageStamp, build: object): CachedEditorPage | undefined {
    const page = this.pages.get(stamp.version, key);
    return page && page.preferences === stamp.preferences && page.build === build
      ? page
      : undefined;
  }

  /** Keeps a page made at `stamp` (read before anything the page holds) with `build`. */
  set(key: string, stamp: EditorPageStamp, build: object, html: string): CachedEditorPage {
    const page = new CachedEditorPage(html, stamp.preferences, build);
    this.pages.set(stamp.version, key, page);
    return page;
  }
}
