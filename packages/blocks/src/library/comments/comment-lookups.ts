/** One comment as the comment blocks print it. */
export interface CommentData {
  id: number;
  postId: number;
  /** The comment it replies to; 0 at the top level. */
  parent: number;
  /** The commenter's user id; 0 for a visitor. */
  userId: number;
  authorName: string;
  /** The commenter's website, or `''`. */
  authorUrl: string;
  /** GMT date text, e.g. `2026-11-29T10:04:00`. */
  date: string;
  /** Sanitised HTML as written; paragraphs are added when printed. */
  content: string;
  /** False for a comment awaiting moderation (shown to its own author only). */
  approved: boolean;
  /** Address of the comment on its post (`…/#comment-12`). */
  link: string;
  /** Where the viewer edits the comment, when they may. */
  editLink?: string;
}

/** A comment with the post it was left on, for Latest Comments. */
export interface LatestCommentData extends CommentData {
  postTitle: string;
  postLink: string;
}

/** WordPress's discussion settings the comment blocks follow. */
export interface CommentDisplaySettings {
  threaded: boolean;
  /** Deepest reply level (1 = no replies). */
  threadDepth: number;
  /** Break comments into pages of `perPage` top-level comments. */
  paged: boolean;
  perPage: number;
  /** Which page shows first: the one with the newest comments or the oldest. */
  defaultPage: 'newest' | 'oldest';
  /** Order of comments on a page. */
  order: 'asc' | 'desc';
  /** Only logged-in users may comment. */
  registration: boolean;
  /** Visitors must give their name and email. */
  requireNameEmail: boolean;
}

/** Who looks at the page, as the comment form greets them. */
export interface CommentViewer {
  /** The logged-in user's display name; absent for visitors. */
  userName?: string;
  /** Where the user edits their profile and logs out (logged-in users). */
  profileUrl?: string;
  logoutUrl?: string;
  /** Where a visitor logs in to comment (with the way back). */
  loginUrl: string;
  /** The session nonce the form carries for a logged-in user (the post checks it). */
  nonce?: string;
  /** Where the comment form posts (`…/wp-comments-post.php`). */
  formAction: string;
  /** The comment being replied to without scripts (`?replytocom=N`). */
  replyTo?: number;
  /** The comments page asked for (`?cpage=N`). */
  page?: number;
  /** Address of the page being rendered without `replytocom` and `cpage`. */
  url: string;
}

/**
 * What the comment blocks read: the server implements it per request (the comments a viewer may
 * see, the counts, who they are). Renders without it (previews of a template) show WordPress's
 * sample comment.
 */
export interface CommentLookups {
  settings(): Promise<CommentDisplaySettings>;
  /** The post's approved comments and the viewer's own held ones, oldest first. */
  postComments(postId: number): Promise<CommentData[]>;
  /** Approved comments on the post (what WordPress counts). */
  approvedCount(postId: number): Promise<number>;
  /** The newest approved comments on published posts. */
  latestComments(count: number): Promise<LatestCommentData[]>;
  viewer(): Promise<CommentViewer>;
}
