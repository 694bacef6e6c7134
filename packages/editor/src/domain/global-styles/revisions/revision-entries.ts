/** Revisions shown per page of the Revisions screen (spec 3 §9), and asked of the server per page. */
export const REVISIONS_PER_PAGE = 10;

/** A global styles tree (`styles` or `settings`) as the REST answer holds it. */
export type StyleTree = Readonly<Record<string, unknown>>;

/** A revision as `/wp/v2/global-styles/{id}/revisions?_embed=author` answers it. */
export interface RestGlobalStylesRevision {
  readonly id: number;
  readonly author: number;
  readonly modified: string;
  readonly modified_gmt?: string;
  readonly styles: StyleTree;
  readonly settings: StyleTree;
  readonly _embedded?: {
    readonly author?: readonly {
      readonly name: string;
      readonly avatar_urls?: Readonly<Record<string, string>>;
    }[];
  };
}

/**
 * One row of the Revisions list: a saved revision, the synthetic 'unsaved' entry (the edits not
 * saved yet) or the synthetic 'parent' entry (the theme's own styles, before any user change).
 */
export interface RevisionEntry {
  readonly id: number | 'unsaved' | 'parent';
  readonly authorName?: string;
  /** The author's avatar at 48 px (spec 3 §9). */
  readonly avatarUrl?: string;
  /** When it was saved, in UTC (ISO text without zone, as the REST answer gives it). */
  readonly modifiedGmt?: string;
  readonly styles: StyleTree;
  readonly settings: StyleTree;
  /** The newest saved revision: what the site shows now. */
  readonly isLatest: boolean;
}

/** What the Revisions list needs to build one page. */
export interface RevisionsPageInput {
  /** The saved revisions of this page, newest first, as the server answered. */
  readonly saved: readonly RestGlobalStylesRevision[];
  /** The `X-WP-Total` header (the version-history count). */
  readonly total: number;
  /** 1-based page. */
  readonly page: number;
  /** The user's styles and settings as edited, when they differ from the saved record. */
  readonly unsaved?: { readonly styles: StyleTree; readonly settings: StyleTree };
  readonly perPage?: number;
}

/** How many pages the list has: at least one, so the 'parent' entry always has a page. */
export function revisionsPageCount(total: number, perPage = REVISIONS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

function fromRest(revision: RestGlobalStylesRevision, isLatest: boolean): RevisionEntry {
  const author = revision._embedded?.author?.[0];
  return {
    id: revision.id,
    authorName: author?.name,
    avatarUrl: author?.avatar_urls?.['48'],
    modifiedGmt: revision.modified_gmt ?? revision.modified,
    styles: revision.styles,
    settings: revision.settings,
    isLatest,
  };
}

/**
 * The entries of one page: the server's page of saved revisions, with the 'unsaved' entry first
 * on page 1 when there are unsaved edits, and the 'parent' entry (theme defaults) last on the last
 * page. The synthetic entries come on top of the page's 10, as the count and the pages follow the
 * saved revisions only.
 */
export function revisionsPage(input: RevisionsPageInput): RevisionEntry[] {
  const perPage = input.perPage ?? REVISIONS_PER_PAGE;
  const entries = input.saved.map((revision, index) =>
    fromRest(revision, input.page === 1 && index === 0),
  );
  if (input.page === 1 && input.unsaved) {
    entries.unshift({ id: 'unsaved', ...input.unsaved, isLatest: false });
  }
  if (input.page >= revisionsPageCount(input.total, perPage)) {
    entries.push({ id: 'parent', styles: {}, settings: {}, isLatest: false });
  }
  return entries;
}

/** The screen's title: 'Revisions (12)' for twelve saved revisions. */
export function revisionsTitle(total: number): string {
  return `Revisions (${total})`;
}

/** The pager's count: '1 item', '12 items'. */
export function revisionsItemsLabel(total: number): string {
  return total === 1 ? '1 item' : `${total} items`;
}

/** The pager's position: '1 of 2'. */
export function revisionsPageLabel(page: number, pages: number): string {
  return `${page} of ${pages}`;
}
