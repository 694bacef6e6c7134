import type { AuthState } from '../auth/current-user.js';
import { can } from '../auth/current-user.js';
import type { Db } from '../db/database.js';
import { toDateText } from '../db/time.js';
import { AppError } from '../errors/app-error.js';
import { sanitizeFootnotes } from '../sanitize/footnotes.js';
import { sanitizeHtml, sanitizeTitle } from '../sanitize/sanitize-html.js';
import type { PostFormat } from './post-formats.js';

/** The fields a client may write on a post-like record, already type-checked by the REST layer. */
export interface PostInput {
  title?: string | undefined;
  content?: string | undefined;
  excerpt?: string | undefined;
  status?: string | undefined;
  slug?: string | undefined;
  /** Date text as sent (`2026-11-21T05:17:13`, optionally with a zone). */
  date?: string | undefined;
  password?: string | undefined;
  parent?: number | undefined;
  menuOrder?: number | undefined;
  commentStatus?: string | undefined;
  author?: number | undefined;
  featuredMedia?: number | undefined;
  template?: string | undefined;
  /** Types with formats: the post format (`standard` removes the stored one). */
  format?: PostFormat | undefined;
  /** Types that may be sticky: pin (true) or unpin (false) the item. */
  sticky?: boolean | undefined;
  /** Registered meta values to set (keys the type exposes). */
  meta?: Record<string, string> | undefined;
  /** Term ids per taxonomy to replace the record's terms with. */
  terms?: Record<string, number[]> | undefined;
}

export function invalidParam(name: string, message: string): AppError {
  return new AppError('rest_invalid_param', `Invalid parameter(s): ${name}`, 400, {
    params: { [name]: message },
  });
}

/** Stored date text (GMT) for a sent date; a date without a zone is taken as site time (UTC). */
export function storedDate(sent: string, name = 'date'): string {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(sent);
  const parsed = new Date(hasZone ? sent : `${sent.replace(' ', 'T')}Z`);
  if (Number.isNaN(parsed.getTime())) throw invalidParam(name, `${name} is not a valid date.`);
  return toDateText(parsed);
}

/** Publishing with a date in the future schedules the item; a past schedule publishes it. */
export function effectiveStatus(status: string, date: string, now: string): string {
  if (status === 'publish' && date > now) return 'future';
  if (status === 'future' && date <= now) return 'publish';
  return status;
}

/**
 * Cleans title, content and excerpt for users who may not write arbitrary HTML: content and
 * excerpt keep the allowed markup and block delimiters, the title only inline markup. JSON
 * content (custom views) must parse instead; it is never rendered as markup.
 */
export async function sanitizeInput(
  auth: AuthState,
  input: PostInput,
  contentFormat: 'html' | 'json',
): Promise<PostInput> {
  if (contentFormat === 'json' && input.content !== undefined && input.content !== '') {
    try {
      JSON.parse(input.content);
    } catch {
      throw invalidParam('content', 'content is not valid JSON.');
    }
  }
  if (can(auth, 'unfiltered_html')) return input;
  const clean = (value: string | undefined, sanitize: (html: string) => Promise<string>) =>
    value === undefined ? undefined : sanitize(value);
  return {
    ...input,
    title: await clean(input.title, sanitizeTitle),
    content: contentFormat === 'json' ? input.content : await clean(input.content, sanitizeHtml),
    excerpt: await clean(input.excerpt, sanitizeHtml),
    meta:
      input.meta?.footnotes === undefined
        ? input.meta
        : { ...input.meta, footnotes: await sanitizeFootnotes(input.meta.footnotes) },
  };
}

/** Checks that every id of every taxonomy names a term of that taxonomy (400 otherwise). */
export async function assertTermsExist(
  db: Db,
  terms: Record<string, number[]>,
  fieldOf: (taxonomy: string) => string,
): Promise<void> {
  for (const [taxonomy, ids] of Object.entries(terms)) {
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom('terms')
      .select('id')
      .where('taxonomy', '=', taxonomy)
      .where('id', 'in', ids)
      .execute();
    const known = new Set(found.map((r) => r.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) {
      const field = fieldOf(taxonomy);
      throw invalidParam(
        field,
        `${field} contains ${missing}, which is not a term of ${taxonomy}.`,
      );
    }
  }
}

/** Checks the references an item makes: its parent, author and featured image must exist. */
export async function assertReferencesExist(
  db: Db,
  type: string,
  input: PostInput,
  selfId?: number,
): Promise<void> {
  if (input.parent !== undefined && input.parent !== 0) {
    const parent = await db
      .selectFrom('posts')
      .select('id')
      .where('id', '=', input.parent)
      .where('type', '=', type)
      .executeTakeFirst();
    if (!parent || parent.id === selfId) {
      throw new AppError('rest_post_invalid_id', 'Invalid post parent ID.', 400);
    }
    if (selfId !== undefined && (await isDescendant(db, input.parent, selfId))) {
      throw new AppError('rest_post_invalid_id', 'A post cannot be its own ancestor.', 400);
    }
  }
  if (input.author !== undefined) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.author)
      .executeTakeFirst();
    if (!user) throw new AppError('rest_invalid_author', 'Invalid author ID.', 400);
  }
  if (input.featuredMedia !== undefined && input.featuredMedia !== 0) {
    const media = await db
      .selectFrom('posts')
      .select('id')
      .where('id', '=', input.featuredMedia)
      .where('type', '=', 'attachment')
      .executeTakeFirst();
    if (!media)
      throw new AppError('rest_invalid_featured_media', 'Invalid featured media ID.', 400);
  }
}

/** Whether `candidate` sits below `ancestor` in the parent chain. */
async function isDescendant(db: Db, candidate: number, ancestor: number): Promise<boolean> {
  let current = candidate;
  const seen = new Set<number>();
  while (current !== 0 && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    const row = await db
      .selectFrom('posts')
      .select('parent')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent ?? 0;
  }
  return false;
}
