import type { Author, NavigationMenu, PageSummary, PostData, Term } from '@atelier/blocks';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A REST field that may be `{raw, rendered}` or a plain string. */
export function fieldText(value: unknown, prefer: 'raw' | 'rendered' = 'raw'): string {
  if (typeof value === 'string') return value;
  if (isObject(value)) {
    const preferred = value[prefer];
    if (typeof preferred === 'string') return preferred;
    const other = value[prefer === 'raw' ? 'rendered' : 'raw'];
    if (typeof other === 'string') return other;
  }
  return '';
}

/** A REST post or page record as render data for previews. */
export function postFromRecord(record: Readonly<Record<string, unknown>>): PostData | null {
  if (typeof record.id !== 'number') return null;
  return {
    id: record.id,
    type: typeof record.type === 'string' ? record.type : 'post',
    slug: typeof record.slug === 'string' ? record.slug : '',
    title: fieldText(record.title, 'rendered'),
    content: fieldText(record.content, 'raw'),
    excerpt: fieldText(record.excerpt, 'rendered')
      .replace(/<[^>]*>/g, '')
      .trim(),
    date: typeof record.date === 'string' ? record.date : '',
    modified: typeof record.modified === 'string' ? record.modified : undefined,
    link: typeof record.link === 'string' ? record.link : '',
    authorId: typeof record.author === 'number' ? record.author : undefined,
    status: typeof record.status === 'string' ? record.status : 'publish',
    commentStatus: record.comment_status === 'open' ? 'open' : 'closed',
  };
}

/** A navigation menu record for previews. */
export function menuFromRecord(record: Readonly<Record<string, unknown>>): NavigationMenu | null {
  if (typeof record.id !== 'number') return null;
  return {
    id: record.id,
    title: fieldText(record.title, 'rendered'),
    content: fieldText(record.content, 'raw'),
  };
}

/** A page as the page list shows it. */
export function pageSummaryFromRecord(
  record: Readonly<Record<string, unknown>>,
): PageSummary | null {
  const post = postFromRecord(record);
  if (post === null) return null;
  return {
    id: post.id,
    title: post.title,
    link: post.link,
    parent: typeof record.parent === 'number' ? record.parent : 0,
    menuOrder: typeof record.menu_order === 'number' ? record.menu_order : 0,
  };
}

function embedded(record: Readonly<Record<string, unknown>>, relation: string): unknown[] {
  const links = record._embedded;
  if (!isObject(links)) return [];
  const items = links[relation];
  return Array.isArray(items) ? items : [];
}

function termFromRecord(value: unknown): Term | null {
  if (!isObject(value) || typeof value.id !== 'number' || typeof value.taxonomy !== 'string') {
    return null;
  }
  return {
    id: value.id,
    name: fieldText(value.name, 'rendered'),
    slug: typeof value.slug === 'string' ? value.slug : '',
    taxonomy: value.taxonomy,
    link: typeof value.link === 'string' ? value.link : '',
  };
}

function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * The terms a post record embeds (`_embed=wp:term`: one list per taxonomy), in the order of the
 * record's own `categories` and `tags` (the post's term order, which the public site follows).
 */
export function termsFromRecord(record: Readonly<Record<string, unknown>>): Term[] {
  const order = [...idList(record.categories), ...idList(record.tags)];
  const rank = (term: Term) => {
    const index = order.indexOf(term.id);
    return index === -1 ? order.length : index;
  };
  return embedded(record, 'wp:term')
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map(termFromRecord)
    .filter((term): term is Term => term !== null)
    .sort((a, b) => rank(a) - rank(b));
}

/** The author a post record embeds (`_embed=author`), or null. */
export function authorFromRecord(record: Readonly<Record<string, unknown>>): Author | null {
  const [user] = embedded(record, 'author');
  if (!isObject(user) || typeof user.id !== 'number') return null;
  return {
    id: user.id,
    name: fieldText(user.name, 'rendered'),
    link: typeof user.link === 'string' ? user.link : '',
    description: typeof user.description === 'string' ? user.description : undefined,
  };
}

/** A post's terms and author, as post terms and author name blocks show them. */
export interface PostExtras {
  terms: Term[];
  author: Author | null;
}

function hasEmbedded(record: Readonly<Record<string, unknown>>): boolean {
  return isObject(record._embedded);
}

/**
 * A post record's terms and author: embedded in the record, else what an earlier read embedded
 * (a list read without `_embed` replaces the record) as far as the post still has it — terms it
 * still lists, its author if unchanged. Undefined when nothing is known.
 */
export function postExtras(
  record: Readonly<Record<string, unknown>>,
  seen: PostExtras | undefined,
): PostExtras | undefined {
  if (hasEmbedded(record))
    return { terms: termsFromRecord(record), author: authorFromRecord(record) };
  if (seen === undefined) return undefined;
  const ids = [...idList(record.categories), ...idList(record.tags)];
  return {
    terms: ids.flatMap((id) => seen.terms.filter((term) => term.id === id)),
    author: seen.author !== null && seen.author.id === record.author ? seen.author : null,
  };
}

/**
 * What post terms and author names show for a list of post records: each post's terms by id and
 * the distinct authors, with `seen` (what earlier reads embedded, by post id) for records read
 * without `_embed`; `seen` comes back updated.
 */
export function termsAndAuthorsFromRecords(
  records: readonly Readonly<Record<string, unknown>>[],
  seen: ReadonlyMap<number, PostExtras> = new Map(),
): { postTerms: Record<number, Term[]>; authors: Author[]; seen: Map<number, PostExtras> } {
  const postTerms: Record<number, Term[]> = {};
  const authors = new Map<number, Author>();
  const known = new Map(seen);
  for (const record of records) {
    if (typeof record.id !== 'number') continue;
    const extras = postExtras(record, seen.get(record.id));
    if (extras === undefined) continue;
    known.set(record.id, extras);
    if (extras.terms.length > 0) postTerms[record.id] = extras.terms;
    if (extras.author !== null && !authors.has(extras.author.id)) {
      authors.set(extras.author.id, extras.author);
    }
  }
  return { postTerms, authors: [...authors.values()], seen: known };
}
