import type { BlockRegistry } from '@atelier/blocks';
import { htmlToText } from '../state/rich-text-attribute';

const MAX_RESULTS = 8;

/** The query typed after '/' in a paragraph that holds only that ('/head' → 'head'), or null. */
export function slashQuery(content: string): string | null {
  const match = /^\/([\p{L}\p{N}-]*)$/u.exec(htmlToText(content));
  return match === null ? null : (match[1] ?? '');
}

/** Block types for a slash query: insertable, top-level ones whose title or keywords match. */
export function slashMatches(
  registry: BlockRegistry,
  query: string,
): { name: string; title: string }[] {
  const needle = query.toLowerCase();
  return registry
    .all()
    .filter((type) => type.supports?.inserter !== false && type.parent === undefined)
    .filter(
      (type) =>
        needle === '' ||
        type.title.toLowerCase().includes(needle) ||
        (type.keywords ?? []).some((keyword) => keyword.toLowerCase().includes(needle)),
    )
    .sort((a, b) => {
      const aStarts = a.title.toLowerCase().startsWith(needle) ? 0 : 1;
      const bStarts = b.title.toLowerCase().startsWith(needle) ? 0 : 1;
      return aStarts - bStarts;
    })
    .slice(0, MAX_RESULTS)
    .map((type) => ({ name: type.name, title: type.title }));
}
