import { escapeHtml } from '../../html/escape';
import type { MainQuery } from '../../render/render-context';

type Archive = NonNullable<MainQuery['archive']>;

/** WordPress's archive title prefixes by archive type (`get_the_archive_title`). */
const PREFIXES: Record<Archive['type'], string> = {
  category: 'Category:',
  tag: 'Tag:',
  taxonomy: '',
  author: 'Author:',
  date: '',
  'post-type': 'Archives:',
};

/**
 * An archive's title as WordPress writes it: the prefix, a space and the name in a `<span>`
 * ('Category: <span>News</span>'), or the name alone when the prefix is hidden or there is none.
 * The name is escaped; the prefix comes from the server or the table above, never from content.
 */
export function archiveTitle(archive: Archive, showPrefix: boolean): string {
  const name = escapeHtml(archive.title);
  const prefix = showPrefix ? (archive.prefix ?? PREFIXES[archive.type]) : '';
  return prefix === '' ? name : `${escapeHtml(prefix)} <span>${name}</span>`;
}

/** The search results heading, with the search term in quotes unless it is hidden. */
export function searchTitle(term: string, showSearchTerm: boolean): string {
  return showSearchTerm ? `Search results for: “${escapeHtml(term)}”` : 'Search results';
}
