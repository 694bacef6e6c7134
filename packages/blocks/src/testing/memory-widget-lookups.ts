import type { PostData, Term } from '../render/render-context';
import type {
  DateArchive,
  DateArchiveQuery,
  TermCount,
  Visitor,
  WidgetLookups,
} from '../render/widget-lookups';

/** What the in-memory widget look-ups read besides the posts. */
export interface MemoryWidgetData {
  /** Terms attached to each post, by post id. */
  postTerms?: Record<number, Term[]>;
  /** Every term of the site with its parent (terms no post carries included); else the posts' terms. */
  terms?: (Term & { parent?: number })[];
  visitor?: Visitor;
  /** The site's URL, the visitor's page when no visitor is given. */
  siteUrl: string;
}

function isPublished(post: PostData): boolean {
  return (post.status ?? 'publish') === 'publish';
}

/** Year, month and day of an ISO date as numbers. */
function dateParts(iso: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = iso.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

function archiveKey(parts: [number, number, number], query: DateArchiveQuery): DateArchive {
  const [year, month, day] = parts;
  return {
    year,
    month: query.period === 'yearly' ? 0 : month,
    day: query.period === 'daily' ? day : 0,
    count: 0,
  };
}

/** Counts published posts per period, newest first, as the server's date archive query does. */
export function countDateArchives(
  posts: readonly PostData[],
  query: DateArchiveQuery,
): DateArchive[] {
  const found = new Map<string, DateArchive>();
  for (const post of posts) {
    if (post.type !== query.postType || !isPublished(post) || post.date === '') continue;
    const parts = dateParts(post.date);
    if (query.year !== undefined && parts[0] !== query.year) continue;
    if (query.month !== undefined && parts[1] !== query.month) continue;
    const key = archiveKey(parts, query);
    const id = `${key.year}-${key.month}-${key.day}`;
    const entry = found.get(id) ?? key;
    entry.count += 1;
    found.set(id, entry);
  }
  return [...found.values()].sort((a, b) => b.year - a.year || b.month - a.month || b.day - a.day);
}

/** Terms of one taxonomy with the number of published posts carrying each, by name. */
export function countTerms(
  posts: readonly PostData[],
  taxonomy: string,
  data: Pick<MemoryWidgetData, 'postTerms' | 'terms'>,
): TermCount[] {
  const counts = new Map<number, TermCount>();
  for (const term of data.terms ?? []) {
    if (term.taxonomy === taxonomy)
      counts.set(term.id, { ...term, parent: term.parent ?? 0, count: 0 });
  }
  for (const post of posts) {
    if (!isPublished(post)) continue;
    for (const term of data.postTerms?.[post.id] ?? []) {
      if (term.taxonomy !== taxonomy) continue;
      const entry = counts.get(term.id) ?? { ...term, parent: 0, count: 0 };
      entry.count += 1;
      counts.set(term.id, entry);
    }
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The widget look-ups over plain arrays (tests and the canvas's previews). */
export function createMemoryWidgetLookups(
  posts: readonly PostData[],
  data: MemoryWidgetData,
): WidgetLookups {
  return {
    async termCounts(taxonomy) {
      return countTerms(posts, taxonomy, data);
    },
    async dateArchives(query) {
      return countDateArchives(posts, query);
    },
    async visitor() {
      return data.visitor ?? { loggedIn: false, url: `${data.siteUrl}/` };
    },
  };
}
