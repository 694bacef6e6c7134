import type { Query } from '../../data/entities/store-state';

/**
 * Templates for one specific item (spec 1 §4.3, §7): one page, post, category, tag or author.
 * Each kind says where its suggestions come from and how the template is named.
 */
export interface SpecificTemplateKind {
  id: 'page' | 'post' | 'category' | 'tag' | 'author';
  /** Tile title in the Add template modal. */
  label: string;
  description: string;
  /** REST collection of the suggestions. */
  restPath: string;
  /** Template slug prefix: the item's slug follows it. */
  slugPrefix: string;
  /** Prefix of the new template's title, e.g. 'Page' for 'Page: About'. */
  titlePrefix: string;
  /** Suggestion records have `title` (post types) or `name` (taxonomies, users). */
  nameField: 'title' | 'name';
  searchLabel: string;
}

export const SPECIFIC_TEMPLATE_KINDS: readonly SpecificTemplateKind[] = Object.freeze([
  {
    id: 'page',
    label: 'Single page',
    description: 'A template for one chosen page.',
    restPath: '/wp/v2/pages',
    slugPrefix: 'page-',
    titlePrefix: 'Page',
    nameField: 'title',
    searchLabel: 'Search pages',
  },
  {
    id: 'post',
    label: 'Single post',
    description: 'A template for one chosen post.',
    restPath: '/wp/v2/posts',
    slugPrefix: 'single-post-',
    titlePrefix: 'Post',
    nameField: 'title',
    searchLabel: 'Search posts',
  },
  {
    id: 'category',
    label: 'Single category',
    description: 'An archive template for one chosen category.',
    restPath: '/wp/v2/categories',
    slugPrefix: 'category-',
    titlePrefix: 'Category',
    nameField: 'name',
    searchLabel: 'Search categories',
  },
  {
    id: 'tag',
    label: 'Single tag',
    description: 'An archive template for one chosen tag.',
    restPath: '/wp/v2/tags',
    slugPrefix: 'tag-',
    titlePrefix: 'Tag',
    nameField: 'name',
    searchLabel: 'Search tags',
  },
  {
    id: 'author',
    label: 'Single author',
    description: 'An archive template for one chosen author.',
    restPath: '/wp/v2/users',
    slugPrefix: 'author-',
    titlePrefix: 'Author',
    nameField: 'name',
    searchLabel: 'Search authors',
  },
]);

/** Spec 1 §9: suggestions per request. */
export const SUGGESTIONS_PER_PAGE = 10;
export const SUGGESTIONS_PER_SEARCH = 20;
/** Spec 1 §5: the search box appears once more than this many suggestions have loaded. */
export const SUGGESTION_SEARCH_THRESHOLD = 9;

/** One suggested item: what the list shows and what the template is built from. */
export interface Suggestion {
  id: number;
  name: string;
  slug: string;
}

/** Reads a suggestion from a REST record (`title.rendered` or `name`). */
export function toSuggestion(record: unknown, kind: SpecificTemplateKind): Suggestion | null {
  if (typeof record !== 'object' || record === null) return null;
  const id: unknown = Reflect.get(record, 'id');
  const slug: unknown = Reflect.get(record, 'slug');
  if (typeof id !== 'number' || typeof slug !== 'string') return null;
  const raw: unknown = Reflect.get(record, kind.nameField);
  let name = '';
  if (typeof raw === 'string') name = raw;
  else if (typeof raw === 'object' && raw !== null) {
    const rendered: unknown = Reflect.get(raw, 'rendered');
    if (typeof rendered === 'string') name = decodeEntities(rendered);
  }
  return { id, slug, name: name.trim() === '' ? slug : name };
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Turns the entities a rendered title carries (named ones and numeric ones) into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The query of a suggestion request (spec 1 §7): 10 without a search, 20 with one. */
export function suggestionQuery(
  kind: SpecificTemplateKind,
  search: string,
  exclude: readonly number[],
): Query {
  const term = search.trim();
  const fields = kind.nameField === 'title' ? 'id,title,slug,link' : 'id,name,slug,link';
  const query: Record<string, string | number> = {
    order: 'asc',
    context: 'view',
    per_page: term === '' ? SUGGESTIONS_PER_PAGE : SUGGESTIONS_PER_SEARCH,
    _fields: fields,
  };
  if (kind.id === 'author') query.who = 'authors';
  if (term !== '') query.search = term;
  if (exclude.length > 0) query.exclude = [...exclude].sort((a, b) => a - b).join(',');
  return query;
}

/** Item slugs that already have a template of this kind (`page-about` → `about`). */
export function slugsWithTemplates(
  kind: SpecificTemplateKind,
  templateSlugs: readonly string[],
): string[] {
  return templateSlugs
    .filter((slug) => slug.startsWith(kind.slugPrefix) && slug.length > kind.slugPrefix.length)
    .map((slug) => slug.slice(kind.slugPrefix.length));
}

/** Leaves out suggestions whose item already has a template (a second guard beside `exclude`). */
export function availableSuggestions(
  suggestions: readonly Suggestion[],
  kind: SpecificTemplateKind,
  templateSlugs: readonly string[],
): Suggestion[] {
  const taken = new Set(slugsWithTemplates(kind, templateSlugs));
  return suggestions.filter((suggestion) => !taken.has(suggestion.slug));
}

/** Whether the suggestion list offers a search box (spec 1 §5). */
export function showsSuggestionSearch(loadedCount: number, search: string): boolean {
  return loadedCount > SUGGESTION_SEARCH_THRESHOLD || search.trim() !== '';
}

/** What is POSTed to create the template for one item (spec 1 §3). */
export function specificTemplatePayload(kind: SpecificTemplateKind, item: Suggestion) {
  return {
    slug: `${kind.slugPrefix}${item.slug}`,
    title: `${kind.titlePrefix}: ${item.name}`,
    description: `Displays the ${kind.titlePrefix.toLowerCase()} "${item.name}".`,
    status: 'publish',
    is_wp_suggestion: true,
  };
}
