import { createApplicationPassword } from '../../src/auth/application-passwords.js';
import { insertComment } from '../../src/comments/comment-store.js';
import { insertPost } from '../../src/posts/post-store.js';
import { createUser } from '../../src/users/user-store.js';
import type { FixtureKind } from './authorization-table.js';
import type { Session, TestApp } from './test-app.js';

/** What a fixture needs: the app, an administrator session and a counter for unique names. */
export interface FixtureContext {
  t: TestApp;
  admin: Session;
  next(): number;
  /** A revision of the user global styles record, made once. */
  globalStylesRevision: { id: number; revision: number };
}

type Params = Record<string, string>;

const POST_TYPES: Record<string, { type: string; content: string }> = {
  post: { type: 'post', content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' },
  page: { type: 'page', content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' },
  block: { type: 'wp_block', content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' },
  navigation: { type: 'wp_navigation', content: '' },
  dataview: { type: 'wp_dataviews', content: '{}' },
};

async function postFixture(ctx: FixtureContext, kind: string, status: string, author: number) {
  const config = POST_TYPES[kind];
  if (!config) throw new Error(`No post fixture for ${kind}`);
  const n = ctx.next();
  return insertPost(ctx.t.app.db, {
    type: config.type,
    status,
    title: `Matrix ${kind} ${n}`,
    slug: `matrix-${kind}-${n}`,
    content: config.content,
    author,
  });
}

async function termFixture(ctx: FixtureContext, taxonomy: string): Promise<Params> {
  const n = ctx.next();
  const row = await ctx.t.app.db
    .insertInto('terms')
    .values({
      taxonomy,
      name: `Matrix ${n}`,
      slug: `matrix-${n}`,
      description: '',
      parent: 0,
      meta: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id) };
}

async function templateFixture(ctx: FixtureContext, base: string, extra: object): Promise<Params> {
  const n = ctx.next();
  const response = await ctx.t.request({
    method: 'POST',
    url: `/wp-json/wp/v2/${base}`,
    payload: { slug: `matrix-fixture-${n}`, title: `Matrix ${n}`, content: '', ...extra },
    session: ctx.admin,
  });
  if (response.statusCode !== 201) throw new Error(`Fixture ${base}: ${response.body}`);
  return { id: String(response.json().id) };
}

const TERM_TAXONOMIES: Partial<Record<FixtureKind, string>> = {
  category: 'category',
  tag: 'post_tag',
  'pattern-category': 'wp_pattern_category',
  'dataviews-type': 'wp_dataviews_type',
};

/** Makes the item a row acts on, owned by `owner`, and returns the route's path parameters. */
export async function makeFixture(
  ctx: FixtureContext,
  kind: FixtureKind,
  owner: number,
): Promise<Params> {
  const { db } = ctx.t.app;
  const taxonomy = TERM_TAXONOMIES[kind];
  if (taxonomy) return termFixture(ctx, taxonomy);
  const [base, status] = kind.split(':');
  if (status && base) return { id: String((await postFixture(ctx, base, status, owner)).id) };
  switch (kind) {
    case 'post-revision':
    case 'page-revision':
    case 'block-revision':
    case 'navigation-revision': {
      const parent = await postFixture(ctx, kind.replace('-revision', ''), 'publish', owner);
      const revision = await insertPost(db, {
        type: 'revision',
        status: 'inherit',
        title: parent.title,
        slug: `${parent.id}-revision-v1`,
        content: parent.content,
        author: owner,
        parent: parent.id,
      });
      return { parent: String(parent.id), id: String(revision.id) };
    }
    case 'media': {
      const n = ctx.next();
      const row = await insertPost(db, {
        type: 'attachment',
        status: 'inherit',
        title: `Matrix image ${n}`,
        slug: `matrix-image-${n}`,
        author: owner,
        meta: {
          file: `matrix/image-${n}.jpg`,
          mime_type: 'image/jpeg',
          width: 10,
          height: 10,
          filesize: 100,
          alt_text: '',
          sizes: {},
        },
      });
      return { id: String(row.id) };
    }
    case 'template':
      return templateFixture(ctx, 'templates', {});
    case 'template-part':
      return templateFixture(ctx, 'template-parts', { area: 'uncategorized' });
    case 'theme': {
      const stylesheet = ctx.t.app.themes.defaultStylesheet();
      if (!stylesheet) throw new Error('The test themes have no default theme');
      return { stylesheet };
    }
    case 'global-styles':
      return { id: String(ctx.globalStylesRevision.id) };
    case 'global-styles-revision':
      return {
        id: String(ctx.globalStylesRevision.id),
        revision: String(ctx.globalStylesRevision.revision),
      };
    case 'font-family':
    case 'font-face': {
      const n = ctx.next();
      const settings = { name: `Matrix ${n}`, slug: `matrix-family-${n}`, fontFamily: 'Matrix' };
      const family = await insertPost(db, {
        type: 'wp_font_family',
        status: 'publish',
        title: settings.name,
        slug: settings.slug,
        content: JSON.stringify(settings),
        author: owner,
      });
      if (kind === 'font-family') return { id: String(family.id) };
      const face = await insertPost(db, {
        type: 'wp_font_face',
        status: 'publish',
        title: `matrix;normal;400;normal;U+0-10FFFF`,
        slug: `matrix-face-${n}`,
        content: JSON.stringify({ fontFamily: 'Matrix', src: 'https://fonts.example/m.woff2' }),
        author: owner,
        parent: family.id,
      });
      return { font_family_id: String(family.id), id: String(face.id) };
    }
    case 'user':
      return { id: String(owner) };
    case 'fresh-user': {
      const n = ctx.next();
      const id = await createUser(db, {
        username: `matrix-target-${n}`,
        email: `matrix-target-${n}@example.test`,
        displayName: `Target ${n}`,
        password: `target-password-${n}`,
        role: 'subscriber',
      });
      return { id: String(id) };
    }
    case 'application-password': {
      const created = await createApplicationPassword(db, owner, `Matrix ${ctx.next()}`);
      return { user_id: String(owner), uuid: created.uuid };
    }
    case 'comment-post':
    case 'comment': {
      const n = ctx.next();
      const post = await insertPost(db, {
        type: 'post',
        status: 'publish',
        title: `Matrix discussion ${n}`,
        slug: `matrix-discussion-${n}`,
        content: '',
        author: owner,
        commentStatus: 'open',
      });
      if (kind === 'comment-post') return { post: String(post.id) };
      const comment = await insertComment(db, {
        post_id: post.id,
        parent: 0,
        user_id: 0,
        author_name: `Visitor ${n}`,
        author_email: `visitor-${n}@example.test`,
        author_url: '',
        author_ip: '10.0.0.1',
        author_user_agent: '',
        content: `Matrix comment ${n}`,
        date: '2026-01-01T00:00:00',
        date_gmt: '2026-01-01T00:00:00',
        status: 'approved',
      });
      return { id: String(comment.id) };
    }
    default:
      throw new Error(`No fixture for ${kind}`);
  }
}
