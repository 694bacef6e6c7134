import { sanitizeHtml } from './sanitize-html.js';

/**
 * Cleans the `footnotes` post meta (a JSON list of `{id, content}` whose content the footnotes
 * block prints as HTML), as WordPress does for users without `unfiltered_html`: each content is
 * sanitised, ids must be strings, and text that is not such a list becomes empty.
 */
export async function sanitizeFootnotes(json: string): Promise<string> {
  if (json === '') return json;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return '';
  }
  if (!Array.isArray(value)) return '';
  const notes: { id: string; content: string }[] = [];
  for (const note of value) {
    if (note === null || typeof note !== 'object') continue;
    const { id, content } = note as Record<string, unknown>;
    if (typeof id !== 'string' || typeof content !== 'string') continue;
    notes.push({ id, content: await sanitizeHtml(content) });
  }
  return JSON.stringify(notes);
}
