import type { AppContext } from '../app-context.js';
import { type AuthState, can } from '../auth/current-user.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import { nowText } from '../db/time.js';
import {
  assertCurrentVersion,
  type ClientVersion,
  conflict,
  rowEtag,
} from '../db/versioned-writes.js';
import { loadTemplate } from '../templates/template-store.js';
import { setPostTerms } from '../terms/term-store.js';
import { activeTheme } from '../themes/active-theme.js';
import { siteDefaultCommentStatus } from './default-comment-status.js';
import { assertCanCreate, assertCanSetStatus, canEditPost, denied } from './post-access.js';
import { withPostFormat } from './post-formats.js';
import {
  assertReferencesExist,
  assertTermsExist,
  effectiveStatus,
  invalidParam,
  type PostInput,
  sanitizeInput,
  storedDate,
} from './post-input.js';
import { META_KEYS, postMeta } from './post-meta.js';
import { findPost } from './post-query.js';
import { differsInRevisionedFields, revisionSummary, saveRevision } from './post-revisions.js';
import { slugify, uniqueSlug } from './post-slugs.js';
import { insertPost, updateVersioned } from './post-store.js';
import type { PostTypeConfig } from './post-type-config.js';
import { setSticky } from './sticky-posts.js';

/** Statuses whose items keep an empty slug until published (the editor shows `generated_slug`). */
const SLUGLESS_STATUSES = new Set(['draft', 'pending']);

function fieldOf(config: PostTypeConfig) {
  return (taxonomy: string) =>
    config.taxonomies.find((t) => t.taxonomy === taxonomy)?.field ?? taxonomy;
}

async function resolveSlug(
  db: Db,
  config: PostTypeConfig,
  options: {
    requested: string | undefined;
    title: string;
    status: string;
    parent: number;
    id?: number;
  },
): Promise<string> {
  let base = options.requested !== undefined ? slugify(options.requested) : '';
  if (base === '' && SLUGLESS_STATUSES.has(options.status)) return '';
  if (base === '')
    base = slugify(options.title) || (options.id !== undefined ? String(options.id) : '');
  if (base === '') return '';
  return uniqueSlug(db, base, {
    type: config.type,
    hierarchical: config.hierarchical,
    parent: options.parent,
    excludeId: options.id,
  });
}

/** Applies the meta-backed fields of an input (registered meta, featured image, template, format). */
function mergeMeta(meta: Record<string, unknown>, input: PostInput): Record<string, unknown> {
  const next = { ...meta, ...(input.meta ?? {}) };
  if (input.featuredMedia !== undefined) next[META_KEYS.featuredMedia] = input.featuredMedia;
  if (input.template !== undefined) next[META_KEYS.template] = input.template;
  return input.format === undefined ? next : withPostFormat(next, input.format);
}

/**
 * Making an item sticky needs the type's `edit_others_posts` or `publish_posts`, as WordPress's
 * posts controller checks it (unpinning needs only the right to edit the item).
 */
function assertCanAssignSticky(auth: AuthState, config: PostTypeConfig, input: PostInput): void {
  if (input.sticky !== true) return;
  if (can(auth, config.caps.editOthers) || can(auth, config.caps.publish)) return;
  throw denied(
    auth,
    'rest_cannot_assign_sticky',
    'Sorry, you are not allowed to make posts sticky.',
  );
}

/** Pins or unpins the item when the input says so and the type may be sticky. */
async function writeSticky(db: Db, config: PostTypeConfig, id: number, input: PostInput) {
  if (config.supports.sticky && input.sticky !== undefined) await setSticky(db, id, input.sticky);
}

/** Checks the input's references inside the write's transaction, so they cannot vanish first. */
async function checkInput(
  db: Db,
  config: PostTypeConfig,
  auth: AuthState,
  input: PostInput,
  selfId?: number,
): Promise<void> {
  const userId = auth.user?.id ?? 0;
  if (input.author !== undefined && input.author !== userId && !can(auth, config.caps.editOthers)) {
    throw denied(
      auth,
      'rest_cannot_edit_others',
      'Sorry, you are not allowed to update posts as this user.',
    );
  }
  await assertReferencesExist(db, config.type, input, selfId);
  if (input.terms) await assertTermsExist(db, input.terms, fieldOf(config));
}

/** A page template must be one the active theme has (a file or a record in the database). */
async function assertTemplateExists(app: AppContext, slug: string | undefined): Promise<void> {
  if (!slug) return;
  const theme = await activeTheme(app);
  const found = theme
    ? await loadTemplate(app.db, app.themes, 'wp_template', theme.stylesheet, slug)
    : undefined;
  if (!found)
    throw invalidParam('template', `template "${slug}" is not a template of the active theme.`);
}

/** `open` when the type follows the site's `default_comment_status` and it is open. */
async function defaultCommentStatus(app: AppContext, config: PostTypeConfig): Promise<string> {
  return config.commentsFollowSiteDefault ? siteDefaultCommentStatus(app.db) : 'closed';
}

async function writeTerms(db: Db, id: number, terms: PostInput['terms']): Promise<void> {
  for (const [taxonomy, ids] of Object.entries(terms ?? {})) {
    await setPostTerms(db, id, taxonomy, ids);
  }
}

/** Creates an item of the type for the user, in one transaction. */
export async function createPost(
  app: AppContext,
  config: PostTypeConfig,
  auth: AuthState,
  sent: PostInput,
): Promise<PostRow> {
  assertCanCreate(auth, config);
  assertCanAssignSticky(auth, config, sent);
  const input = await sanitizeInput(auth, sent, config.contentFormat);
  const now = nowText();
  const date = input.date !== undefined ? storedDate(input.date) : now;
  const status = effectiveStatus(input.status ?? config.defaultStatus, date, now);
  assertCanSetStatus(auth, config, status);
  const title = input.title ?? '';
  const parent = input.parent ?? 0;
  // Theme files and options are read outside the write (SQLite has one connection).
  await assertTemplateExists(app, input.template);
  const commentStatus = await defaultCommentStatus(app, config);
  return app.db.transaction().execute(async (trx) => {
    await checkInput(trx, config, auth, input);
    const slug = await resolveSlug(trx, config, { requested: input.slug, title, status, parent });
    let row = await insertPost(trx, {
      type: config.type,
      status,
      title,
      slug,
      content: input.content ?? '',
      excerpt: input.excerpt ?? '',
      author: input.author ?? auth.user?.id ?? 0,
      parent,
      menuOrder: input.menuOrder ?? 0,
      password: input.password ?? '',
      commentStatus: input.commentStatus ?? commentStatus,
      date,
      modified: now,
      meta: mergeMeta({ ...config.meta }, input),
    });
    if (row.slug === '' && !SLUGLESS_STATUSES.has(status)) {
      // Published without a title or slug: WordPress names the item after its id.
      const idSlug = await resolveSlug(trx, config, {
        requested: String(row.id),
        title,
        status,
        parent,
        id: row.id,
      });
      row = await trx
        .updateTable('posts')
        .set({ slug: idSlug })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await writeTerms(trx, row.id, input.terms);
    await writeSticky(trx, config, row.id, input);
    await bumpContentVersion(trx);
    return row;
  });
}

/**
 * Saves changes to an item. The client's version (If-Match or `modified`) must be current, and
 * the write itself only lands on the version that was read (`… WHERE version = ?`), so two saves
 * racing each other cannot both win. A change to title, content or excerpt stores a revision.
 */
export async function updatePost(
  app: AppContext,
  config: PostTypeConfig,
  auth: AuthState,
  row: PostRow,
  sent: PostInput,
  version: ClientVersion,
): Promise<PostRow> {
  if (!canEditPost(auth, config, row)) {
    throw denied(auth, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
  }
  assertCanAssignSticky(auth, config, sent);
  assertCurrentVersion(version, { etag: rowEtag(row), modified: row.modified });
  const input = await sanitizeInput(auth, sent, config.contentFormat);
  const now = nowText();
  const date = input.date !== undefined ? storedDate(input.date) : row.date;
  const status = effectiveStatus(input.status ?? row.status, date, now);
  if (status !== row.status) assertCanSetStatus(auth, config, status);
  const meta = mergeMeta(postMeta(row), input);
  if (row.status === 'trash' && status !== 'trash') {
    delete meta[META_KEYS.trashStatus];
    delete meta[META_KEYS.trashTime];
  }
  const next = {
    title: input.title ?? row.title,
    content: input.content ?? row.content,
    excerpt: input.excerpt ?? row.excerpt,
  };
  const parent = input.parent ?? row.parent;
  const userId = auth.user?.id ?? row.author;
  const revise = config.supports.revisions && differsInRevisionedFields(row, next);
  await assertTemplateExists(app, input.template);
  await app.db.transaction().execute(async (trx) => {
    await checkInput(trx, config, auth, input, row.id);
    // A new slug is worked out when one is sent, on first publication, or when a page moves to
    // another parent (where its slug may be taken).
    const movedParent = config.hierarchical && parent !== row.parent && row.slug !== '';
    const slug =
      input.slug !== undefined || (row.slug === '' && !SLUGLESS_STATUSES.has(status)) || movedParent
        ? await resolveSlug(trx, config, {
            requested: input.slug ?? (row.slug || undefined),
            title: next.title,
            status,
            parent,
            id: row.id,
          })
        : row.slug;
    // The first change of an item that has no history yet keeps its original state too.
    if (revise && (await revisionSummary(trx, row.id)).count === 0) {
      await saveRevision(trx, row, row.author, row.modified);
    }
    const updated = await updateVersioned(trx, row, {
      ...next,
      status,
      slug,
      parent,
      date,
      date_gmt: date,
      author: input.author ?? row.author,
      menu_order: input.menuOrder ?? row.menu_order,
      password: input.password ?? row.password,
      comment_status: input.commentStatus ?? row.comment_status,
      meta: JSON.stringify(meta),
    });
    if (revise) await saveRevision(trx, updated, userId, now);
    await writeTerms(trx, row.id, input.terms);
    await writeSticky(trx, config, row.id, input);
    await bumpContentVersion(trx);
  });
  const fresh = await findPost(app.db, config.type, row.id);
  if (!fresh) throw conflict();
  return fresh;
}
