import type { Term } from './render-context';

/** A term with its place in the hierarchy and how many published posts carry it. */
export interface TermCount extends Term {
  /** Parent term id, 0 at the top. */
  parent: number;
  /** Published posts with the term (WordPress's term count). */
  count: number;
}

/** How archives are grouped: WordPress's `type` of the Archives block. */
export type ArchivePeriod = 'yearly' | 'monthly' | 'daily';

/** One period with published posts: `month` and `day` are 0 where the period is longer. */
export interface DateArchive {
  year: number;
  month: number;
  day: number;
  count: number;
}

/** Which dated archives to list: all of a post type's, or those inside one year or month. */
export interface DateArchiveQuery {
  postType: string;
  period: ArchivePeriod;
  year?: number;
  month?: number;
}

/** Who is looking at the page, for the log in / log out link. */
export interface Visitor {
  loggedIn: boolean;
  /** The session's nonce that a log-out link carries (logged-in visitors only). */
  logoutNonce?: string;
  /** Absolute URL of the page being rendered (where logging in or out comes back to). */
  url: string;
}

/**
 * The look-ups of WordPress's "widget" blocks (archives, calendar, categories, tag cloud, log in /
 * out): site-wide counts rather than posts.
 */
export interface WidgetLookups {
  /** Every term of the taxonomy with its published-post count, by name. */
  termCounts(taxonomy: string): Promise<TermCount[]>;
  /** Periods with published posts of the type, newest first. */
  dateArchives(query: DateArchiveQuery): Promise<DateArchive[]>;
  /** The visitor of the page being rendered. */
  visitor(): Promise<Visitor>;
}
