// Seeds many pages straight into a migrated, demo-seeded database, in one transaction and in
// batched inserts (not one HTTP call per page): varied titles, statuses (drafts and trash
// included), several authors, parents, menu orders and dates over three years, and a few
// paragraphs of block content each so a search reads realistic rows.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../packages/server/src/db/database.js';
import type { Dialect } from '../../packages/server/src/db/dialect.js';
import type { Database } from '../../packages/server/src/db/schema.js';

/** Title words: a search for one of them matches roughly one page in ten. */
const WORDS = [
  'studio weaving clay glaze kiln loom indigo linen porcelain thread workshop gallery',
  'archive journal season harvest colour pattern texture vessel tapestry dye wheel fibre',
  'stoneware course visit press shop commission residency exhibition notes method history',
  'team contact care',
]
  .join(' ')
  .split(' ');

/** Body text is made of 400 made-up words of two or three syllables, none of them a title word. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'pe', 'da'];
const SYLLABLES_2 = ['fu', 'gam', 'hel', 'jor', 'bex', 'tum', 'wes', 'zor', 'qua', 'yil'];
const BODY_WORDS = SYLLABLES.flatMap((a) =>
  SYLLABLES_2.flatMap((b) => [`${a}${b}`, `${b}${a}`, `${a}${b}${a}`, `${b}${a}${b}`]),
);

/** Statuses by share of the pages (out of 100), in the proportions a busy site might have. */
const STATUS_SHARES: [string, number][] = [
  ['publish', 70],
  ['draft', 14],
  ['pending', 4],
  ['private', 3],
  ['future', 2],
  ['trash', 7],
];

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 400;

/** A small deterministic generator, so every run seeds the same pages. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function statusAt(roll: number): string {
  let left = roll * 100;
  for (const [status, share] of STATUS_SHARES) {
    if (left < share) return status;
    left -= share;
  }
  return 'publish';
}

function paragraph(words: string[]): string {
  return `<!-- wp:paragraph -->\n<p>${words.join(' ')}.</p>\n<!-- /wp:paragraph -->`;
}

function dateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** What was seeded: how many pages of each status, for the figures' labels. */
export interface SeededPages {
  total: number;
  byStatus: Record<string, number>;
}

/** Inserts `count` pages by the site's users; `now` anchors the dates (future ones after it). */
export async function seedPages(
  db: Db,
  dialect: Dialect,
  count: number,
  now = Date.now(),
): Promise<SeededPages> {
  const random = randomSequence(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS));
  const body = (n: number) => Array.from({ length: n }, () => pick(BODY_WORDS));
  const byStatus: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    const authors = (await trx.selectFrom('users').select('id').execute()).map((u) => u.id);
    const first = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    let nextId = Number(first?.max ?? 0) + 1;
    const parents: number[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const rows: Insertable<Database['posts']>[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const status = statusAt(random());
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        const title = words(2 + Math.floor(random() * 4)).join(' ');
        const capitalised = `${title.charAt(0).toUpperCase()}${title.slice(1)} ${i + 1}`;
        const offset = status === 'future' ? random() * 90 * DAY_MS : -random() * 1095 * DAY_MS;
        const date = dateText(now + offset);
        const modified = dateText(Math.min(now, now + offset + random() * 30 * DAY_MS));
        const meta =
          status === 'trash'
            ? { _wp_trash_meta_status: 'publish', _wp_trash_meta_time: Math.floor(now / 1000) }
            : {};
        // One page in eight sits under an earlier page.
        const parent = parents.length > 0 && random() < 0.125 ? pick(parents) : 0;
        const id = nextId++;
        if (parent === 0 && parents.length < 500) parents.push(id);
        rows.push({
          id,
          type: 'page',
          status,
          slug: `${title.replaceAll(' ', '-')}-${i + 1}`,
          title: capitalised,
          content: [paragraph(body(40)), paragraph(body(60)), paragraph(body(30))].join('\n\n'),
          excerpt: '',
          author: pick(authors),
          parent,
          menu_order: Math.floor(random() * 50),
          password: random() < 0.01 ? 'secret' : '',
          comment_status: 'closed',
          date,
          date_gmt: date,
          modified,
          modified_gmt: modified,
          theme: null,
          meta: JSON.stringify(meta),
        });
      }
      await trx.insertInto('posts').values(rows).execute();
    }
    // The ids were given, so PostgreSQL's identity sequence must be moved past them.
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('posts', 'id'), max(id)) from posts`.execute(
        trx,
      );
    }
  });
  return { total: count, byStatus };
}
