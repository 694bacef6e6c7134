import type { NavigationMenu, PageSummary, PostData } from '@atelier/blocks';

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
