import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { MAX_SEARCH_LENGTH } from '../db/search-condition.js';

/** The trigrams a search asks the index for at most: any of them narrow the rows enough. */
export const MAX_SEARCH_TRIGRAMS = 12;

/**
 * The FTS5 query that finds the rows whose text holds every trigram of the search text (as the
 * search compares it: cut to its length limit, lower case), or undefined when the text is shorter
 * than a trigram. A superset of the rows the search matches: the `LIKE` comparison then decides.
 * A long text asks for trigrams spread over it, its first and last included.
 */
export function searchIndexQuery(text: string): string | undefined {
  const chars = [...text.slice(0, MAX_SEARCH_LENGTH).toLowerCase()];
  const trigrams = [
    ...new Set(chars.slice(0, -2).map((_, index) => chars.slice(index, index + 3).join(''))),
  ];
  if (trigrams.length === 0) return undefined;
  const count = Math.min(trigrams.length, MAX_SEARCH_TRIGRAMS);
  const step = count > 1 ? (trigrams.length - 1) / (count - 1) : 0;
  const chosen = Array.from(
    { length: count },
    (_, index) => trigrams[Math.round(index * step)] ?? '',
  );
  return chosen.map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * SQLite only: the ids of the rows the trigram index (`posts_search`, migration
 * 0005-post-search-trigrams-sqlite) finds for the search text, as a condition on `posts.id`; or
 * undefined when the text is too short for the index.
 */
export function searchIndexCandidates(text: string): RawBuilder<SqlBool> | undefined {
  const query = searchIndexQuery(text);
  if (query === undefined) return undefined;
  return sql<SqlBool>`${sql.ref('id')} in (select rowid from posts_search where posts_search match ${query})`;
}
