import { escapeHtml } from '@atelier/blocks';
import { fieldText } from '../../preview/preview-data';

/** The post types a menu link can point at through search. */
export type LinkedType = 'page' | 'post';

const TYPE_LABELS: Readonly<Record<LinkedType, string>> = { page: 'Page', post: 'Post' };

/** One search result of the link popover. */
export interface LinkSuggestion {
  /** Unique in the list, e.g. `page-12`, or `url` for the typed address. */
  key: string;
  title: string;
  /** What kind of thing it is: 'Page', 'Post', 'URL'. */
  typeLabel: string;
  url: string;
  /** The new menu item's attributes. */
  attributes: Record<string, unknown>;
}

/** A REST page or post record as a suggestion; null when it has no id or link. */
export function suggestionFromRecord(
  record: Readonly<Record<string, unknown>>,
  type: LinkedType,
): LinkSuggestion | null {
  if (typeof record.id !== 'number' || typeof record.link !== 'string') return null;
  const title = fieldText(record.title, 'raw').trim();
  return {
    key: `${type}-${record.id}`,
    title: title === '' ? '(no title)' : title,
    typeLabel: TYPE_LABELS[type],
    url: record.link,
    attributes: {
      label: escapeHtml(title),
      type,
      id: record.id,
      url: record.link,
      kind: 'post-type',
    },
  };
}

/** Pages first, then posts, each list as the server ordered it. */
export function mergeSuggestions(
  pages: readonly Readonly<Record<string, unknown>>[],
  posts: readonly Readonly<Record<string, unknown>>[],
): LinkSuggestion[] {
  return [
    ...pages.map((record) => suggestionFromRecord(record, 'page')),
    ...posts.map((record) => suggestionFromRecord(record, 'post')),
  ].filter((suggestion): suggestion is LinkSuggestion => suggestion !== null);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\S+/i;
const HOST = /^(localhost|[\w-]+(\.[\w-]+)+)(:\d+)?([/?#]|$)/i;
const RELATIVE = /^[/#?]/;

/** Whether typed text is an address rather than words to search for (never `javascript:`). */
export function isUrlLike(input: string): boolean {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return false;
  if (RELATIVE.test(value) || HOST.test(value)) return true;
  return SCHEME.test(value) && !/^javascript:/i.test(value);
}

/** A typed address as a link: `example.org` becomes `https://example.org`. */
export function normaliseUrl(input: string): string {
  const value = input.trim();
  return HOST.test(value) ? `https://${value}` : value;
}

/** The label of a link to a typed address: the address without scheme and trailing slash. */
export function urlLabel(url: string): string {
  const bare = url.replace(/^(https?:)?\/\//i, '').replace(/^mailto:|^tel:/i, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
  return trimmed === '' ? url : trimmed;
}

/** The suggestion for a typed address (a custom link). */
export function urlSuggestion(input: string): LinkSuggestion {
  const url = normaliseUrl(input);
  return {
    key: 'url',
    title: url,
    typeLabel: 'URL',
    url,
    attributes: { label: escapeHtml(urlLabel(url)), url, kind: 'custom' },
  };
}

/** What the popover lists for the typed text: the address first (when it is one), then results. */
export function linkOptions(input: string, results: readonly LinkSuggestion[]): LinkSuggestion[] {
  return isUrlLike(input) ? [urlSuggestion(input), ...results] : [...results];
}
