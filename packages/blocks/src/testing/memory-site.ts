import type { BlockRegistry } from '../registry/registry';
import type {
  Author,
  NavigationMenu,
  PageSummary,
  PostData,
  PostQuery,
  PostQueryResult,
  RenderContext,
  RenderLookups,
  SiteSettings,
  TemplatePartRecord,
  Term,
} from '../render/render-context';
import type { Visitor } from '../render/widget-lookups';
import { createMemoryWidgetLookups } from './memory-widget-lookups';

/** Data for an in-memory site: everything the look-ups can return. */
export interface MemorySiteData {
  posts?: PostData[];
  templateParts?: TemplatePartRecord[];
  menus?: NavigationMenu[];
  pages?: PageSummary[];
  /** Theme pattern markup by slug. */
  themePatterns?: Record<string, string>;
  /** Synced pattern markup by id. */
  syncedPatterns?: Record<number, string>;
  /** Terms attached to each post, by post id. */
  postTerms?: Record<number, Term[]>;
  authors?: Author[];
  /** Every term of the site with its parent, for categories and tag clouds (else the posts' terms). */
  terms?: (Term & { parent?: number })[];
  /** Who is looking (logged out by default). */
  visitor?: Visitor;
}

let collator: Intl.Collator | undefined;

/**
 * `a.localeCompare(b)`'s order (the default locale and options), through one collator made on
 * first use: `localeCompare` sets one up on every call.
 */
function localeOrder(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}

/**
 * ISO 8601 dates of one shape sort by code point as the locale sorts them (digit against digit at
 * the first difference). No collator: the page's first one costs ~11 ms (ICU's set-up), which a
 * query loop's first render in the canvas paid before the first paint.
 */
function dateOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: PostData, b: PostData, orderBy: PostQuery['orderBy']): number {
  if (orderBy === 'title') return localeOrder(a.title, b.title);
  if (orderBy === 'modified') return dateOrder(a.modified ?? a.date, b.modified ?? b.date);
  return dateOrder(a.date, b.date);
}

function matches(post: PostData, query: PostQuery, data: MemorySiteData): boolean {
  if (post.type !== query.postType) return false;
  if ((post.status ?? 'publish') !== 'publish') return false;
  if (query.authorIds !== undefined && !query.authorIds.includes(post.authorId ?? -1)) return false;
  if (query.exclude?.includes(post.id)) return false;
  if (query.search !== undefined) {
    const needle = query.search.toLowerCase();
    if (!`${post.title} ${post.content}`.toLowerCase().includes(needle)) return false;
  }
  for (const [taxonomy, ids] of Object.entries(query.taxQuery ?? {})) {
    const terms = (data.postTerms?.[post.id] ?? []).filter((term) => term.taxonomy === taxonomy);
    if (!terms.some((term) => ids.includes(term.id))) return false;
  }
  return true;
}

/**
 * Look-ups over plain arrays, for tests, previews and fixtures: the same contract the server's
 * database-backed implementation fulfils.
 */
export function createMemoryLookups(data: MemorySiteData = {}): RenderLookups {
  const posts = data.posts ?? [];
  return {
    ...createMemoryWidgetLookups(posts, {
      postTerms: data.postTerms,
      terms: data.terms,
      visitor: data.visitor,
      siteUrl: memorySite.url,
    }),
    async templatePart(theme, slug) {
      return data.templateParts?.find((part) => part.theme === theme && part.slug === slug) ?? null;
    },
    async navigationMenu(id) {
      return data.menus?.find((menu) => menu.id === id) ?? null;
    },
    async fallbackNavigationMenu() {
      const menus = [...(data.menus ?? [])].sort((a, b) => b.id - a.id);
      return menus[0] ?? null;
    },
    async pages() {
      return data.pages ?? [];
    },
    async themePattern(slug) {
      const content = data.themePatterns?.[slug];
      return content === undefined ? null : { content, title: slug };
    },
    async syncedPattern(id) {
      const content = data.syncedPatterns?.[id];
      return content === undefined ? null : { content };
    },
    async queryPosts(query): Promise<PostQueryResult> {
      const found = posts
        .filter((post) => matches(post, query, data))
        .sort((a, b) => compare(a, b, query.orderBy) * (query.order === 'asc' ? 1 : -1));
      const offset = query.offset ?? 0;
      const available = found.slice(offset);
      const perPage = Math.max(1, query.perPage);
      const start = (Math.max(1, query.page) - 1) * perPage;
      return {
        posts: available.slice(start, start + perPage),
        total: available.length,
        totalPages: Math.ceil(available.length / perPage),
      };
    },
    async postTerms(postId, taxonomy) {
      return (data.postTerms?.[postId] ?? []).filter((term) => term.taxonomy === taxonomy);
    },
    async author(id) {
      return data.authors?.find((author) => author.id === id) ?? null;
    },
    async adjacentPost(postId, direction) {
      const current = posts.find((post) => post.id === postId);
      if (current === undefined) return null;
      const siblings = posts
        .filter((post) => post.type === current.type && (post.status ?? 'publish') === 'publish')
        .sort((a, b) => dateOrder(a.date, b.date));
      const index = siblings.findIndex((post) => post.id === postId);
      return siblings[direction === 'next' ? index + 1 : index - 1] ?? null;
    },
  };
}

/** Default settings of the in-memory site. */
export const memorySite: SiteSettings = {
  title: 'Atelier Test Site',
  tagline: 'Just another block site',
  url: 'https://example.test',
  theme: 'atelier',
  postsPerPage: 10,
  dateFormat: 'F j, Y',
  logo: null,
};

/**
 * A complete render context over in-memory data with the given block types (the editor's previews
 * pass the registry that loads its types on demand; `createMemoryContext` gives the core one).
 */
export function createMemoryContextWith(
  registry: BlockRegistry,
  data: MemorySiteData = {},
  overrides: Partial<RenderContext> = {},
): RenderContext {
  return {
    registry,
    site: memorySite,
    lookups: createMemoryLookups(data),
    post: null,
    mainQuery: { kind: 'home', page: 1 },
    ...overrides,
  };
}
