import {
  type Author,
  type NavigationMenu,
  type PageSummary,
  type PostData,
  type PostQueryResult,
  parse,
  type RenderLookups,
  type StoredContent,
  type TemplatePartRecord,
  type Term,
  type Visitor,
} from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import type { PostRow } from '../db/schema.js';
import { attachmentMeta } from '../media/media-operations.js';
import {
  adjacentPublishedPost,
  findPost,
  findPosts,
  firstPost,
  listPosts,
} from '../posts/post-query.js';
import { templateArea, templateContent, templateTitle } from '../templates/template-record.js';
import { loadTemplate } from '../templates/template-store.js';
import { termsOfPost } from '../terms/term-store.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import { findUserById } from '../users/user-store.js';
import { type ContentMemo, NO_MEMO } from './content-memo.js';
import type { PageTree } from './page-tree.js';
import { authorPath, termPath } from './permalinks.js';
import { toPostData } from './post-data.js';
import {
  type SitePostQuery,
  type SiteQueryViewer,
  sitePerPage,
  sitePostListQuery,
} from './site-post-query.js';
import { createWidgetLookups } from './widget-lookups.js';

export interface LookupOptions extends SiteQueryViewer {
  app: AppContext;
  theme: InstalledTheme;
  origin: string;
  pages: PageTree;
  unlockedToken: string | undefined;
  salt: string;
  /** Who is looking (log in / log out links); a logged-out visitor of the home page if not given. */
  visitor?: Visitor;
  /**
   * Answers kept across requests for the site content version this request read (see
   * `SiteContentCache`); without it every request asks the database again.
   */
  memo?: ContentMemo;
}

/**
 * Looked-up content with its blocks parsed: kept in the content memo with the answer, a part,
 * pattern or menu is parsed once per site content version and every render shares the tree.
 */
function storedContent(content: string, title: string): StoredContent {
  return { content, title, blocks: parse(content) };
}

function menuOf(row: PostRow): NavigationMenu {
  return { id: row.id, ...storedContent(row.content, row.title) };
}

/**
 * The renderer's database look-ups for one request. Each distinct question is asked once per
 * request (results are memoised), so a template with ten post blocks does not make ten queries;
 * with a content memo, once per site content version. The memo's keys name everything an answer
 * depends on besides the stored content: the site address for links, and for posts who is looking
 * (the statuses they may see, whether search looks inside protected items, the password they
 * unlocked).
 */
export function createRenderLookups(
  options: LookupOptions,
): RenderLookups & { toPostData(row: PostRow): Promise<PostData> } {
  const { app, origin, pages } = options;
  const db = app.db;
  const memo = new Map<string, Promise<unknown>>();
  const shared = options.memo ?? NO_MEMO;
  const viewer = JSON.stringify([
    origin,
    options.visibleStatuses,
    options.searchProtected,
    options.unlockedToken ?? '',
  ]);
  /** Asked once per request, and kept across requests under `key` in the content memo. */
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = shared(`lookup:${key}`, load);
      memo.set(key, value);
    }
    return value;
  };

  async function featuredImages(rows: PostRow[]): Promise<Map<number, PostData['featuredImage']>> {
    const ids = new Map<number, number>();
    for (const row of rows) {
      const meta = JSON.parse(row.meta || '{}') as Record<string, unknown>;
      const id = Number(meta._thumbnail_id);
      if (Number.isInteger(id) && id > 0) ids.set(row.id, id);
    }
    const result = new Map<number, PostData['featuredImage']>();
    if (ids.size === 0) return result;
    const attachments = await findPosts(db, 'attachment', [...ids.values()]);
    const byId = new Map(attachments.map((a) => [a.id, a]));
    for (const [postId, attachmentId] of ids) {
      const attachment = byId.get(attachmentId);
      if (!attachment) continue;
      const meta = attachmentMeta(attachment);
      result.set(postId, {
        id: attachment.id,
        url: `${origin}/wp-content/uploads/${meta.file}`,
        alt: meta.alt_text,
        width: meta.width,
        height: meta.height,
      });
    }
    return result;
  }

  async function toData(rows: PostRow[]): Promise<PostData[]> {
    const images = await featuredImages(rows);
    return rows.map((row) => ({
      ...toPostData(row, {
        origin,
        pages,
        unlockedToken: options.unlockedToken,
        salt: options.salt,
      }),
      featuredImage: images.get(row.id) ?? null,
    }));
  }

  async function publishedOne(type: string, id: number): Promise<PostRow | undefined> {
    const row = await findPost(db, type, id);
    return row?.status === 'publish' ? row : undefined;
  }

  return {
    ...createWidgetLookups({
      db,
      origin,
      // Term counts link to the archives: their answers are kept per site address.
      once: (key, load) => once(`${key}:${origin}`, load),
      visitor: options.visitor ?? { loggedIn: false, url: `${origin}/` },
    }),
    toPostData: (row) =>
      once(`post-data:${row.id}:${row.version}:${viewer}`, async () => {
        const [data] = await toData([row]);
        if (!data) throw new Error('A post could not be prepared for rendering.');
        return data;
      }),

    templatePart: (theme, slug) =>
      once(
        `part:${theme || options.theme.stylesheet}:${slug}`,
        async (): Promise<TemplatePartRecord | null> => {
          const record = await loadTemplate(
            db,
            app.themes,
            'wp_template_part',
            theme || options.theme.stylesheet,
            slug,
          );
          if (!record || (record.row && record.row.status !== 'publish')) return null;
          const content = templateContent(record);
          return {
            slug,
            theme: record.theme,
            content,
            blocks: parse(content),
            title: templateTitle(record),
            area: templateArea(record),
          };
        },
      ),

    navigationMenu: (id) =>
      once(`nav:${id}`, async (): Promise<NavigationMenu | null> => {
        const row = await publishedOne('wp_navigation', id);
        return row ? menuOf(row) : null;
      }),

    fallbackNavigationMenu: () =>
      once('nav:fallback', async (): Promise<NavigationMenu | null> => {
        const row = await firstPost(db, {
          type: 'wp_navigation',
          statuses: ['publish'],
          orderby: 'date',
          order: 'desc',
          offset: 0,
          limit: 1,
        });
        return row ? menuOf(row) : null;
      }),

    pages: () =>
      once(
        `pages:${origin}`,
        async (): Promise<PageSummary[]> =>
          pages
            .published()
            .map((node) => ({
              id: node.id,
              title: node.title,
              link: `${origin}${pages.slugChain(node.id).length ? `/${pages.slugChain(node.id).join('/')}/` : `/?page_id=${node.id}`}`,
              parent: node.parent,
              menuOrder: node.menuOrder,
            }))
            .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title)),
      ),

    themePattern: (slug) =>
      once(
        `pattern:${options.theme.stylesheet}:${slug}`,
        async (): Promise<StoredContent | null> => {
          const pattern = (await app.themes.filesOf(options.theme).patterns()).find(
            (p) => p.name === slug,
          );
          return pattern ? storedContent(pattern.content, pattern.title) : null;
        },
      ),

    syncedPattern: (id) =>
      once(`block:${id}`, async (): Promise<StoredContent | null> => {
        const row = await publishedOne('wp_block', id);
        return row ? storedContent(row.content, row.title) : null;
      }),

    queryPosts: (query) =>
      once(`query:${JSON.stringify(query)}:${viewer}`, () => runQuery(query as SitePostQuery)),

    postTerms: (postId, taxonomy) =>
      once(`terms:${postId}:${taxonomy}:${origin}`, async (): Promise<Term[]> => {
        const rows = await termsOfPost(db, postId, taxonomy);
        return rows.map((r) => ({ ...r, link: `${origin}${termPath(r.taxonomy, r.slug)}` }));
      }),

    author: (id) =>
      once(`author:${id}:${origin}`, async (): Promise<Author | null> => {
        const row = await findUserById(db, id);
        return row
          ? {
              id: row.id,
              name: row.display_name,
              link: `${origin}${authorPath(row.slug)}`,
              description: row.description,
            }
          : null;
      }),

    adjacentPost: (postId, direction) =>
      once(`adjacent:${postId}:${direction}:${viewer}`, async (): Promise<PostData | null> => {
        const row = await adjacentPublishedPost(db, postId, direction);
        if (!row) return null;
        const [data] = await toData([row]);
        return data ?? null;
      }),
  };

  async function runQuery(query: SitePostQuery): Promise<PostQueryResult> {
    const { rows, total } = await listPosts(db, sitePostListQuery(query, options, app.dialect));
    const available = Math.max(0, total - (query.offset ?? 0));
    return {
      posts: await toData(rows),
      total: available,
      totalPages: Math.ceil(available / sitePerPage(query)),
    };
  }
}
