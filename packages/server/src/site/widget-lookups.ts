import type {
  DateArchive,
  DateArchiveQuery,
  TermCount,
  Visitor,
  WidgetLookups,
} from '@atelier/blocks';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { listTerms } from '../terms/term-query.js';
import { termPath } from './permalinks.js';

/** Characters of a stored date (`2026-11-24T10:00:00`) that name a year, a month or a day. */
const PERIOD_LENGTH = { yearly: 4, monthly: 7, daily: 10 } as const;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The stored-date range of a year or month, for archives inside it. */
function dateRange(query: DateArchiveQuery): { from: string; to: string } | undefined {
  if (query.year === undefined) return undefined;
  if (query.month === undefined) {
    return { from: `${query.year}-01-01T00:00:00`, to: `${query.year + 1}-01-01T00:00:00` };
  }
  const nextYear = query.month === 12 ? query.year + 1 : query.year;
  const nextMonth = query.month === 12 ? 1 : query.month + 1;
  return {
    from: `${query.year}-${twoDigits(query.month)}-01T00:00:00`,
    to: `${nextYear}-${twoDigits(nextMonth)}-01T00:00:00`,
  };
}

/** A period key (`2026`, `2026-11`, `2026-11-05`) as numbers; 0 for the parts it lacks. */
function periodParts(key: string, count: number): DateArchive {
  const [year = 0, month = 0, day = 0] = key.split('-').map(Number);
  return { year, month, day, count };
}

/** Published posts per year, month or day (newest first), counted by the database. */
export async function dateArchives(db: Db, query: DateArchiveQuery): Promise<DateArchive[]> {
  const period = sql<string>`substr(${sql.ref('date')}, 1, ${sql.lit(PERIOD_LENGTH[query.period])})`;
  const range = dateRange(query);
  const rows = await db
    .selectFrom('posts')
    .select([period.as('period'), (eb) => eb.fn.countAll().as('count')])
    .where('type', '=', query.postType)
    .where('status', '=', 'publish')
    .$if(range !== undefined, (qb) =>
      qb.where('date', '>=', range?.from ?? '').where('date', '<', range?.to ?? ''),
    )
    .groupBy(period)
    .orderBy(period, 'desc')
    .execute();
  return rows.map((row) => periodParts(String(row.period), Number(row.count)));
}

/**
 * Every term of a taxonomy with the number of published items that carry it, by name: the REST
 * collection's query and count, so the public site and the API agree.
 */
export async function termCounts(db: Db, origin: string, taxonomy: string): Promise<TermCount[]> {
  const { rows } = await listTerms(db, {
    taxonomy,
    hideEmpty: false,
    orderby: 'name',
    order: 'asc',
    offset: 0,
    limit: undefined,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    taxonomy: row.taxonomy,
    parent: row.parent,
    count: row.count,
    link: `${origin}${termPath(row.taxonomy, row.slug)}`,
  }));
}

/** The widget blocks' look-ups for one request, each question asked once. */
export function createWidgetLookups(options: {
  db: Db;
  origin: string;
  visitor: Visitor;
  once: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}): WidgetLookups {
  const { db, origin, once } = options;
  return {
    termCounts: (taxonomy) =>
      once(`term-counts:${taxonomy}`, () => termCounts(db, origin, taxonomy)),
    dateArchives: (query) =>
      once(`date-archives:${JSON.stringify(query)}`, () => dateArchives(db, query)),
    visitor: async () => options.visitor,
  };
}
