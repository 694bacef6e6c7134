import type { ThemeJsonSettings } from '@atelier/theme-json';
import type { BlockNode } from '../grammar/block-node';
import type { CommentLookups } from '../library/comments/comment-lookups';
import type { BlockRegistry } from '../registry/registry';
import type { FragmentCache } from './fragment-cache';
import type { WidgetLookups } from './widget-lookups';

/** Site-wide settings the theme blocks print. */
export interface SiteSettings {
  title: string;
  tagline: string;
  /** Home URL without a trailing slash, e.g. `https://example.org`. */
  url: string;
  /** The site logo, if one is set. */
  logo?: MediaItem | null;
  /** BCP 47 language tag, e.g. `en-GB`. */
  language?: string;
  /** Active theme's stylesheet (folder) name, used for template parts without `theme`. */
  theme: string;
  /** Posts per page for queries that inherit the main query. */
  postsPerPage?: number;
  /** PHP-style date format for post dates, e.g. `F j, Y` (the default). */
  dateFormat?: string;
  /** Whether the front page shows a static page (true) or the latest posts. */
  showOnFront?: 'posts' | 'page';
  /** The theme's `settings.useRootPaddingAwareAlignments` (adds `has-global-padding`). */
  rootPaddingAware?: boolean;
  /** The merged theme.json settings: with `typography.fluid` on, custom font sizes are fluid. */
  themeSettings?: ThemeJsonSettings;
}

/** An image (site logo, featured image) with its intrinsic size when known. */
export interface MediaItem {
  id?: number;
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** A taxonomy term attached to a post (`category`, `post_tag`, …). */
export interface Term {
  id: number;
  name: string;
  slug: string;
  taxonomy: string;
  link: string;
}

/** A user shown as a post's author. */
export interface Author {
  id: number;
  name: string;
  link: string;
  description?: string;
}

/** A post, page or other post-type entry as the post blocks need it. */
export interface PostData {
  id: number;
  type: string;
  slug: string;
  title: string;
  /** Block markup of the content (rendered by `core/post-content`). */
  content: string;
  excerpt: string;
  /** ISO 8601 date of publication and of last modification. */
  date: string;
  modified?: string;
  link: string;
  authorId?: number;
  status?: string;
  featuredImage?: MediaItem | null;
  commentStatus?: 'open' | 'closed';
}

/** What the query blocks ask for; the server maps it to its storage. */
export interface PostQuery {
  postType: string;
  perPage: number;
  page: number;
  offset?: number;
  order?: 'asc' | 'desc';
  orderBy?: 'date' | 'title' | 'modified' | 'menu_order';
  authorIds?: number[];
  search?: string;
  /** Term ids per taxonomy, e.g. `{ category: [3] }`. */
  taxQuery?: Record<string, number[]>;
  exclude?: number[];
  sticky?: 'include' | 'exclude' | 'only';
  parents?: number[];
}

/** One page of query results with the totals pagination needs. */
export interface PostQueryResult {
  posts: PostData[];
  total: number;
  totalPages: number;
}

/** The main query of the request (what the URL asked for). */
export interface MainQuery {
  kind: 'home' | 'front-page' | 'singular' | 'archive' | 'search' | '404';
  /** 1-based page of the main query and of query blocks that inherit it. */
  page: number;
  search?: string;
  /** The archive's term, author or date label. */
  archive?: {
    type: 'category' | 'tag' | 'taxonomy' | 'author' | 'date' | 'post-type';
    /** The name alone ('News', 'November 2026'); Query Title adds the prefix. */
    title: string;
    /** WordPress's prefix for this archive ('Category:', 'Month:'); else the type's. */
    prefix?: string;
    /** The term's description (HTML the server has already sanitised), for term-description. */
    description?: string;
  };
  /** The query to run for query blocks with `inherit: true`. */
  query?: Partial<PostQuery>;
  /** URL of the current listing without pagination, used to build page links. */
  url?: string;
  /** 1-based page of each custom query block, by `queryId` (from `?query-{id}-page=n`). */
  queryPages?: Record<number, number>;
}

/** Stored block content found by a look-up. */
export interface StoredContent {
  /** Block markup. */
  content: string;
  title?: string;
  /**
   * `content` already parsed, when the look-up keeps the tree (the server parses each part,
   * pattern and menu once per site content version); without it the block parses `content`.
   * Every render shares the tree, so nothing may change it.
   */
  blocks?: readonly BlockNode[];
}

/** A template part (`wp_template_part`) as the template-part block looks it up. */
export interface TemplatePartRecord extends StoredContent {
  slug: string;
  theme: string;
  area: 'header' | 'footer' | 'sidebar' | 'uncategorized' | (string & {});
}

/** A navigation menu (`wp_navigation`) whose content is navigation blocks. */
export interface NavigationMenu extends StoredContent {
  id: number;
}

/** A published page as the page list shows it. */
export interface PageSummary {
  id: number;
  title: string;
  link: string;
  parent: number;
  menuOrder: number;
}

/**
 * The look-ups the renderer needs. All are asynchronous because the server reads them from its
 * database; each returns `null` (or an empty list) when nothing is found.
 */
export interface RenderLookups extends WidgetLookups {
  /** A template part by theme and slug (the database override first, then the theme file). */
  templatePart(theme: string, slug: string): Promise<TemplatePartRecord | null>;
  /** A navigation menu (`wp_navigation`) by id. */
  navigationMenu(id: number): Promise<NavigationMenu | null>;
  /** The menu to show for a navigation block without `ref`: usually the newest menu, or null. */
  fallbackNavigationMenu(): Promise<NavigationMenu | null>;
  /** Published pages for `core/page-list`. */
  pages(): Promise<PageSummary[]>;
  /** A theme (file) pattern by slug, e.g. `atelier/hero`. */
  themePattern(slug: string): Promise<StoredContent | null>;
  /** A synced pattern (`wp_block`) by id. */
  syncedPattern(id: number): Promise<StoredContent | null>;
  /** Posts for a query block. */
  queryPosts(query: PostQuery): Promise<PostQueryResult>;
  /** Terms of one taxonomy attached to a post. */
  postTerms(postId: number, taxonomy: string): Promise<Term[]>;
  /** A user shown as post author. */
  author(id: number): Promise<Author | null>;
  /** The previous (older) or next (newer) post next to a post, for post-navigation-link. */
  adjacentPost(postId: number, direction: 'previous' | 'next'): Promise<PostData | null>;
  /** Comments, discussion settings and the viewer; absent in previews (they show a sample). */
  comments?: CommentLookups;
}

/**
 * Everything a render needs. The server builds one per request; blocks that change what is
 * "current" (the query loop's post template, post content) render their inner blocks with a copy.
 */
export interface RenderContext {
  /** The block types to render with (usually `createRegistry(coreBlocks)`, made once). */
  registry: BlockRegistry;
  site: SiteSettings;
  lookups: RenderLookups;
  /** The current post or page (the queried object, or the loop's post inside a query). */
  post?: PostData | null;
  /** The main query of the request. */
  mainQuery?: MainQuery;
  /** Block context values passed from ancestors (e.g. `queryId`, `query`, `postId`, `postType`). */
  blockContext?: Record<string, unknown>;
  /** Keys of the template parts, patterns and posts being rendered around this block. */
  renderStack?: readonly string[];
  /**
   * Fragments kept across renders (the server's, per site content version and viewer): without
   * it every block is rendered.
   */
  fragments?: FragmentCache;
}
