import { capabilitiesOf } from '../auth/capabilities.js';
import type { Db } from '../db/database.js';
import { sanitizeHtml, sanitizeTitle } from '../sanitize/sanitize-html.js';

/** The text fields of a template or part that render as HTML. */
export interface TemplateText {
  title?: string | undefined;
  description?: string | undefined;
  content?: string | undefined;
}

/**
 * Cleans a template's title, description and content when the user saving it may not write
 * arbitrary HTML (no `unfiltered_html`), as post content is cleaned. Today every role that may
 * edit templates has `unfiltered_html`; this keeps the rule true if a role changes.
 */
export async function sanitizeTemplateText<T extends TemplateText>(
  db: Db,
  userId: number,
  input: T,
): Promise<T> {
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user && capabilitiesOf(user.role).has('unfiltered_html')) return input;
  const clean = async (value: string | undefined, sanitize: (html: string) => Promise<string>) =>
    value === undefined ? undefined : sanitize(value);
  return {
    ...input,
    title: await clean(input.title, sanitizeTitle),
    description: await clean(input.description, sanitizeTitle),
    content: await clean(input.content, sanitizeHtml),
  };
}
