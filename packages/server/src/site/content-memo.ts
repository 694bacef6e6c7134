import { PageCache } from './page-cache.js';

/**
 * Answers a question about the site's stored content once: `load` runs the first time `key` is
 * asked, and later callers share its promise.
 */
export type ContentMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** A memo that keeps nothing: every question is asked again. */
export const NO_MEMO: ContentMemo = (_key, load) => load();

/** How many answers one process keeps (pages, templates, menus, queries and their posts). */
const MAX_ANSWERS = 2000;

/**
 * What the public site reads from its stored content (settings, the page tree, templates, parts,
 * menus, patterns, query results), kept across requests for one site content version. The version
 * lives in the database and every write bumps it, so a request that reads a new version finds
 * nothing kept and asks again: no instance answers from content older than a save. At most
 * `maxAnswers` answers are kept, the least recently used going first; a failed answer is never
 * kept.
 */
export class SiteContentCache {
  private readonly answers: PageCache<Promise<unknown>>;

  constructor(maxAnswers = MAX_ANSWERS) {
    this.answers = new PageCache(maxAnswers);
  }

  /** The memo for requests that read `version`. Keys must name everything an answer depends on. */
  at(version: number): ContentMemo {
    return <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const kept = this.answers.get(version, key) as Promise<T> | undefined;
      if (kept) return kept;
      const answer = load();
      this.answers.set(version, key, answer);
      answer.catch(() => this.answers.delete(version, key));
      return answer;
    };
  }

  /** How many answers are kept. */
  get size(): number {
    return this.answers.size;
  }
}
