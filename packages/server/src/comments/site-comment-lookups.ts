import type { CommentData, CommentLookups, CommentViewer } from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import type { AuthState } from '../auth/current-user.js';
import type { PostRow } from '../db/schema.js';
import { type ContentMemo, NO_MEMO } from '../site/content-memo.js';
import { PageTree } from '../site/page-tree.js';
import { postLink } from '../site/post-data.js';
import { siteSecret } from '../site/site-secret.js';
import { commentLink } from './comment-links.js';
import { approvedCounts, findComment, listComments, visibleComments } from './comment-store.js';
import type { CommentRow } from './comments-table.js';
import { readDiscussionSettings } from './discussion-settings.js';
import { isModerationHash } from './moderation-hash.js';

/** Who asks for a public page and what its address says about comments. */
export interface CommentRequest {
  auth: AuthState;
  origin: string;
  /** The page's address as requested (path and query). */
  url: string;
  /**
   * Answers kept across requests for the site content version the page read (posts, settings,
   * counts, and the comments a given viewer sees); without it every page asks again.
   */
  memo?: ContentMemo;
}

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * The comment look-ups of one public page: what the comment blocks show this viewer (held
 * comments only to their author, as WordPress does), the discussion settings, and who they are.
 * Each question is answered once per page, and with a content memo once per site content version
 * (every comment saved or moderated bumps it).
 */
export function createSiteCommentLookups(app: AppContext, request: CommentRequest): CommentLookups {
  const db = app.db;
  const address = new URL(request.url, request.origin);
  const memo = new Map<string, Promise<unknown>>();
  const shared = request.memo ?? NO_MEMO;
  /** Asked once per page; with `keep`, kept across pages under that key in the content memo. */
  const once = <T>(key: string, load: () => Promise<T>, keep?: string): Promise<T> => {
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = keep === undefined ? load() : shared(keep, load);
      memo.set(key, value);
    }
    return value;
  };
  // The same key as the page's own render uses, so one tree serves both.
  const pages = () => once('pages', () => PageTree.load(db), 'page-tree');
  const post = (id: number) =>
    once(
      `post:${id}`,
      () => db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst(),
      `comments:post:${id}`,
    );
  const settings = () =>
    once('settings', () => readDiscussionSettings(db), 'comments:discussion-settings');

  /** The held comment a moderation link names, when its hash is right. */
  const heldId = () =>
    once('held', async () => {
      const id = positiveInt(address.searchParams.get('unapproved'));
      const hash = address.searchParams.get('moderation-hash') ?? '';
      if (id === undefined || hash === '') return 0;
      const row = await findComment(db, id);
      if (row?.status !== 'hold') return 0;
      return isModerationHash(await siteSecret(db), row, hash) ? id : 0;
    });

  async function toData(row: CommentRow, target: PostRow, tree: PageTree): Promise<CommentData> {
    return {
      id: row.id,
      postId: row.post_id,
      parent: row.parent,
      userId: row.user_id,
      authorName: row.author_name,
      authorUrl: row.author_url,
      date: row.date_gmt,
      content: row.content,
      approved: row.status === 'approved',
      link: commentLink(request.origin, target, tree, row.id),
      // No edit link: Atelier has no comment editing screen (WordPress's is in wp-admin), and a
      // link to one would lead nowhere. Comments are moderated through /wp/v2/comments.
    };
  }

  return {
    settings: async () => {
      const s = await settings();
      return {
        threaded: s.threaded,
        threadDepth: s.threadDepth,
        paged: s.paged,
        perPage: s.perPage,
        defaultPage: s.defaultPage,
        order: s.order,
        registration: s.registration,
        requireNameEmail: s.requireNameEmail,
      };
    },

    postComments: (postId) =>
      once(`comments:${postId}`, async () => {
        const viewer = { userId: request.auth.user?.id ?? 0, heldId: await heldId() };
        // What a viewer sees depends on who they are and the held comment they may see.
        return shared(
          `comments:list:${postId}:${viewer.userId}:${viewer.heldId}:${request.origin}`,
          async () => {
            const target = await post(postId);
            if (target?.password !== '') return [];
            const rows = await visibleComments(db, postId, viewer);
            const tree = await pages();
            return Promise.all(rows.map((row) => toData(row, target, tree)));
          },
        );
      }),

    approvedCount: (postId) =>
      once(
        `count:${postId}`,
        async () => (await approvedCounts(db, [postId])).get(postId) ?? 0,
        `comments:count:${postId}`,
      ),

    latestComments: (count) =>
      once(
        `latest:${count}`,
        async () => {
          const { rows } = await listComments(db, {
            statuses: ['approved'],
            postStatuses: ['publish'],
            orderby: 'date_gmt',
            order: 'desc',
            offset: 0,
            limit: count,
          });
          const tree = await pages();
          const latest = [];
          for (const row of rows) {
            const target = await post(row.post_id);
            if (target?.password !== '') continue;
            latest.push({
              ...(await toData(row, target, tree)),
              postTitle: target.title,
              postLink: postLink(request.origin, target, tree),
            });
          }
          return latest;
        },
        `comments:latest:${count}:${request.origin}`,
      ),

    viewer: () =>
      once('viewer', async (): Promise<CommentViewer> => {
        const url = new URL(address.toString());
        for (const key of ['replytocom', 'cpage', 'unapproved', 'moderation-hash'])
          url.searchParams.delete(key);
        const pageUrl = `${request.origin}${url.pathname}${url.search}`;
        const user = request.auth.user;
        const session = request.auth.session;
        const replyTo = positiveInt(address.searchParams.get('replytocom'));
        const page = positiveInt(address.searchParams.get('cpage'));
        return {
          loginUrl: `${request.origin}/wp-login.php?redirect_to=${encodeURIComponent(pageUrl)}`,
          formAction: `${request.origin}/wp-comments-post.php`,
          url: pageUrl,
          ...(replyTo === undefined ? {} : { replyTo }),
          ...(page === undefined ? {} : { page }),
          ...(user
            ? {
                userName: user.displayName,
                profileUrl: `${request.origin}/wp-admin/profile.php`,
                logoutUrl: `${request.origin}/wp-login.php?action=logout${session ? `&_wpnonce=${session.rest_nonce}` : ''}`,
                ...(session ? { nonce: session.rest_nonce } : {}),
              }
            : {}),
        };
      }),
  };
}
