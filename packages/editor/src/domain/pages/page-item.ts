import { type RestPost, rawText } from '@atelier/blocks/rest';

/**
 * A page as the Pages area reads it (spec 2 §3): the REST record's fields flattened to plain,
 * typed values. Screens, actions and the canvas all read pages through this shape.
 */
export interface PageItem {
  id: number;
  type: string;
  title: string;
  slug: string;
  status: string;
  /** Empty when the page has none (or the reader may not see it). */
  password: string;
  /** Post date in site time as stored (`YYYY-MM-DDTHH:mm:ss`), or empty. */
  date: string;
  modified: string;
  parent: number;
  menuOrder: number;
  /** The template slug the page asks for, or '' for the default. */
  template: string;
  featuredMedia: number;
  excerpt: string;
  /** Raw block markup (edit context), else the rendered HTML when only that was read. */
  content: string;
  link: string;
  author: number;
  /** The embedded author's name (`_embed=author`), or '' when not embedded. */
  authorName: string;
}

/** A page record as the store holds it: the REST shape's fields, any value (edits are plain). */
export type PageRecordFields = { readonly [Field in keyof RestPost]?: unknown } & {
  readonly _embedded?: unknown;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function whole(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : 0;
}

function embeddedAuthorName(embedded: unknown): string {
  if (typeof embedded !== 'object' || embedded === null) return '';
  const authors: unknown = Reflect.get(embedded, 'author');
  if (!Array.isArray(authors)) return '';
  const [first]: unknown[] = authors;
  if (typeof first !== 'object' || first === null) return '';
  return text(Reflect.get(first, 'name'));
}

/** Flattens a REST page record (edit or view context, edited or not) into a `PageItem`. */
export function toPageItem(record: PageRecordFields): PageItem {
  return {
    id: whole(record.id),
    type: text(record.type) || 'page',
    title: rawText(record.title),
    slug: text(record.slug),
    status: text(record.status),
    password: text(record.password),
    date: text(record.date),
    modified: text(record.modified),
    parent: whole(record.parent),
    menuOrder: whole(record.menu_order),
    template: text(record.template),
    featuredMedia: whole(record.featured_media),
    excerpt: rawText(record.excerpt),
    content: rawText(record.content),
    link: text(record.link),
    author: whole(record.author),
    authorName: embeddedAuthorName(record._embedded),
  };
}

/** Spec 2 §2: a page's title as lists show it, '(no title)' when it is empty. */
export function pageTitle(page: Pick<PageItem, 'title'>): string {
  const title = page.title.trim();
  return title === '' ? '(no title)' : title;
}
