import { generatePassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { toDateText } from '../db/time.js';
import { insertPost } from '../posts/post-store.js';
import { setOptions } from '../settings/options-store.js';
import { ensureTerm, setPostTerms } from '../terms/term-store.js';
import { createUser } from '../users/user-store.js';
import {
  DEMO_AUTHORS,
  DEMO_CATEGORIES,
  DEMO_PAGES,
  DEMO_POSTS,
  DEMO_TAGS,
} from './demo-content.js';

export interface SeedOptions {
  adminPassword?: string | undefined;
  editorPassword?: string | undefined;
  /** The theme to activate (the bundled default when installed). */
  stylesheet?: string | undefined;
  now?: Date;
}

export interface SeededLogin {
  username: string;
  password: string;
  /** True when Atelier made the password up (so it must be printed once). */
  generated: boolean;
}

export interface SeedResult {
  seeded: boolean;
  logins: SeededLogin[];
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Seeds the demo site into an empty database, in one transaction: the admin and editor logins,
 * two authors, pages (Home, About, Contact, Blog as the posts page), a dozen posts with
 * categories and tags, and the settings. A database that already has users is left alone.
 */
export async function seedDemoSite(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction().execute((trx) => seedInto(trx, options));
}

async function seedInto(trx: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, logins: [] };

  const now = options.now ?? new Date();
  const logins: SeededLogin[] = [
    {
      username: 'admin',
      password: options.adminPassword ?? generatePassword(),
      generated: !options.adminPassword,
    },
    {
      username: 'editor',
      password: options.editorPassword ?? generatePassword(),
      generated: !options.editorPassword,
    },
  ];
  const adminLogin = logins[0];
  const editorLogin = logins[1];
  if (!adminLogin || !editorLogin) throw new Error('Seed logins are missing.');
  const userIds: Record<string, number> = {
    admin: await createUser(trx, {
      username: 'admin',
      email: 'admin@example.com',
      displayName: 'Site Admin',
      password: adminLogin.password,
      role: 'administrator',
    }),
    editor: await createUser(trx, {
      username: 'editor',
      email: 'editor@example.com',
      displayName: 'Eddie Editor',
      password: editorLogin.password,
      role: 'editor',
    }),
  };
  for (const author of DEMO_AUTHORS) {
    userIds[author.username] = await createUser(trx, {
      ...author,
      password: generatePassword(),
      role: 'author',
    });
  }

  const date = (daysAgo: number) => toDateText(new Date(now.getTime() - daysAgo * DAY_MS));
  const pageIds: Record<string, number> = {};
  let order = 0;
  for (const [key, page] of Object.entries(DEMO_PAGES)) {
    const row = await insertPost(trx, {
      type: 'page',
      status: 'publish',
      title: page.title,
      slug: page.slug,
      content: page.content,
      author: userIds.admin,
      menuOrder: order++,
      date: date(200),
    });
    pageIds[key] = row.id;
  }

  const termIds: Record<string, number> = {};
  for (const category of DEMO_CATEGORIES)
    termIds[`category:${category.slug}`] = (await ensureTerm(trx, 'category', category)).id;
  for (const tag of DEMO_TAGS)
    termIds[`post_tag:${tag.slug}`] = (await ensureTerm(trx, 'post_tag', tag)).id;
  const ids = (taxonomy: string, slugs: string[]) =>
    slugs
      .map((slug) => termIds[`${taxonomy}:${slug}`])
      .filter((id): id is number => id !== undefined);

  for (const post of DEMO_POSTS) {
    const row = await insertPost(trx, {
      type: 'post',
      status: 'publish',
      title: post.title,
      slug: post.slug,
      content: post.content,
      excerpt: post.excerpt,
      author: userIds[post.author] ?? userIds.admin,
      commentStatus: 'open',
      date: date(post.daysAgo),
    });
    await setPostTerms(trx, row.id, 'category', ids('category', post.categories));
    await setPostTerms(trx, row.id, 'post_tag', ids('post_tag', post.tags));
  }

  await setOptions(trx, {
    title: 'Atelier Demo',
    description: 'Textiles, ceramics and printed things, made slowly.',
    show_on_front: 'page',
    page_on_front: pageIds.home ?? 0,
    page_for_posts: pageIds.blog ?? 0,
    posts_per_page: 10,
    default_comment_status: 'open',
    ...(options.stylesheet ? { stylesheet: options.stylesheet } : {}),
  });
  return { seeded: true, logins };
}

/** Tables in the order their rows can be deleted without breaking a reference. */
const TABLES_IN_DELETE_ORDER = [
  'term_relationships',
  'terms',
  'sessions',
  'application_passwords',
  'user_meta',
  'login_throttle',
  'posts',
  'options',
  'users',
] as const;

/** Empties every table and seeds the demo again, all in one transaction. */
export async function resetDemoSite(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    for (const table of TABLES_IN_DELETE_ORDER) await trx.deleteFrom(table).execute();
    return seedInto(trx, options);
  });
}
